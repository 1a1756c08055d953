import { Download, Pencil, Trash2 } from 'lucide-react';
import type { ListAnswer } from '@/api/paging';
import { Button, Pager, servedPageWindow, usePageWindow } from '@/components/ui';
import { formatFileSize } from '@/lib/document-files';
import { formatDateTime } from '@/lib/format';
import { documentTypeLabel, documentsContent as text } from './content';
import { DOCUMENTS_PER_PAGE, type CompanyDocument } from './queries';
import './documents.css';

export interface DocumentTableProps {
  /** The host's answer: the page it served, or the whole list to window here. */
  answer: ListAnswer<CompanyDocument>;
  /** The page shown, from 1. */
  page: number;
  /** Another page was asked for. */
  onPageChange: (page: number) => void;
  /** The person asked for a document's file. */
  onDownload: (document: CompanyDocument) => void;
  /** The person asked to rename a document. */
  onRename: (document: CompanyDocument) => void;
  /** The person asked to delete a document (the page confirms first). */
  onRemove: (document: CompanyDocument) => void;
}

/** The company's documents, a page at a time, each with its download, rename and delete buttons. */
export function DocumentTable({ answer, page, onPageChange, onDownload, onRename, onRemove }: DocumentTableProps) {
  const windowed = usePageWindow(answer.items, DOCUMENTS_PER_PAGE);
  const pages =
    answer.kind === 'page'
      ? servedPageWindow({ ...answer, page, pageSize: DOCUMENTS_PER_PAGE, setPage: onPageChange })
      : windowed;
  return (
    <>
      <div className="documents__table-wrap">
        <table className="documents__table">
          <caption className="visually-hidden">{text.listCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.columns.name}</th>
              <th scope="col">{text.columns.type}</th>
              <th scope="col">{text.columns.size}</th>
              <th scope="col">{text.columns.uploadedBy}</th>
              <th scope="col">{text.columns.date}</th>
              <th scope="col">
                <span className="visually-hidden">{text.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.items.map((document) => (
              <tr key={document.id}>
                <th scope="row" className="documents__name">
                  {document.name}
                </th>
                <td>{documentTypeLabel(document.name, document.mimeType)}</td>
                <td className="documents__number">{formatFileSize(document.size)}</td>
                <td>{document.uploadedBy}</td>
                <td>
                  <time dateTime={document.uploadedAt}>{formatDateTime(document.uploadedAt)}</time>
                </td>
                <td>
                  <div className="documents__actions">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={text.downloadLabel(document.name)}
                      iconStart={<Download aria-hidden="true" size={16} />}
                      onPress={() => onDownload(document)}
                    >
                      {text.download}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={text.renameLabel(document.name)}
                      iconStart={<Pencil aria-hidden="true" size={16} />}
                      onPress={() => onRename(document)}
                    >
                      {text.rename}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={text.removeLabel(document.name)}
                      iconStart={<Trash2 aria-hidden="true" size={16} />}
                      onPress={() => onRemove(document)}
                    >
                      {text.remove}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager window={pages} label={text.pagination} />
    </>
  );
}
