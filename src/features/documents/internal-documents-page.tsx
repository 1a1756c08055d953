import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { errorMessage } from '@/api';
import { NAME_MAX_LENGTH } from '@/api/limits';
import {
  Alert,
  Button,
  LoadError,
  LoadingBlock,
  Modal,
  Pager,
  servedPageWindow,
  TextField,
  usePageWindow,
} from '@/components/ui';
import type { ListAnswer } from '@/api/paging';
import { DOCUMENT_ACCEPT, documentFileProblem, formatFileSize } from '@/lib/document-files';
import { saveFile } from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { documentTypeLabel, documentsContent as text } from './content';
import {
  deleteDocument,
  documentQueries,
  downloadDocument,
  renameDocument,
  uploadDocument,
  type CompanyDocument,
} from './queries';
import './documents.css';
import { formSchema, useForm } from '@/lib/form';

interface Notice {
  tone: 'success' | 'danger' | 'info';
  text: string;
}

function reasonOf(error: unknown): string {
  return errorMessage(error, { fallback: text.genericError });
}

/** Rows per page: a company's documents run to hundreds, each row with three buttons. */
const DOCUMENTS_PER_PAGE = 25;

/** /mes-documents-internes: the company's own documents, uploaded, listed, downloaded, renamed and deleted. */
export function InternalDocumentsPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  // The first page tells whether the host pages the list (proposed extension) or answers all of it.
  const first = useQuery(documentQueries.page(0, DOCUMENTS_PER_PAGE));
  const hostPages = first.data?.kind === 'page';
  const later = useQuery({
    ...documentQueries.page((page - 1) * DOCUMENTS_PER_PAGE, DOCUMENTS_PER_PAGE),
    enabled: hostPages && page > 1,
    placeholderData: keepPreviousData,
  });
  const shownQuery = hostPages && page > 1 ? later : first;
  const { error, refetch, isRefetching } = first;
  const answer = shownQuery.data;
  const [notices, setNotices] = useState<Notice[]>([]);
  const [renaming, setRenaming] = useState<CompanyDocument | null>(null);
  const [removing, setRemoving] = useState<CompanyDocument | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: documentQueries.all() });
  const upload = useMutation({ mutationFn: uploadDocument, onSettled: refresh });
  const remove = useMutation({
    mutationFn: (document: CompanyDocument) => deleteDocument(document.id),
    onSettled: refresh,
  });

  /** Checks every chosen file first (type, size), then sends the valid ones one after the other. */
  const sendFiles = async (files: File[]) => {
    const next: Notice[] = [];
    for (const file of files) {
      const problem = documentFileProblem(file);
      if (problem) {
        next.push({ tone: 'danger', text: problem });
        continue;
      }
      try {
        const stored = await upload.mutateAsync(file);
        next.push({ tone: 'success', text: text.uploaded(stored.name) });
      } catch (uploadError) {
        next.push({ tone: 'danger', text: text.uploadFailed(file.name, reasonOf(uploadError)) });
      }
    }
    setNotices(next);
  };

  const download = async (document: CompanyDocument) => {
    try {
      saveFile(await downloadDocument(document.id), document.name);
    } catch {
      setNotices([{ tone: 'danger', text: text.downloadFailed(document.name) }]);
    }
  };

  // A host without this proposed extension: one clear message, no upload form that could only fail.
  if (error && !first.data) {
    return <LoadError what={text.loadWhat} error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  }

  return (
    <div className="documents__panel">
      <UploadZone
        onFiles={(files) => void sendFiles(files)}
        pendingName={upload.isPending ? upload.variables.name : null}
      />
      {notices.length > 0 && (
        <div className="documents__notices">
          {notices.map((notice, index) => (
            <Alert key={`${index}-${notice.text}`} tone={notice.tone}>
              {notice.text}
            </Alert>
          ))}
        </div>
      )}

      <section className="documents__list" aria-labelledby="documents-list-title">
        <h2 id="documents-list-title" className="documents__subtitle">
          {text.listTitle}
        </h2>
        {!answer ? (
          <LoadingBlock />
        ) : answer.items.length === 0 && page === 1 ? (
          <p className="documents__empty">{text.empty}</p>
        ) : (
          <DocumentTable
            answer={answer}
            page={page}
            onPageChange={setPage}
            onDownload={(document) => void download(document)}
            onRename={setRenaming}
            onRemove={setRemoving}
          />
        )}
      </section>

      {renaming && (
        <RenameDialog
          document={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(renamed) => {
            setNotices([{ tone: 'success', text: text.renamed(renamed.name) }]);
            setRenaming(null);
            void refresh();
          }}
        />
      )}

      <Modal
        title={text.removeTitle}
        role="alertdialog"
        size="sm"
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              {text.cancel}
            </Button>
            <Button
              variant="danger"
              isPending={remove.isPending}
              onPress={() => {
                if (!removing) return;
                const target = removing;
                remove.mutate(target, {
                  onSuccess: () => setNotices([{ tone: 'success', text: text.removed(target.name) }]),
                  onError: (removeError) => setNotices([{ tone: 'danger', text: reasonOf(removeError) }]),
                  onSettled: () => setRemoving(null),
                });
              }}
            >
              {text.removeAction}
            </Button>
          </>
        )}
      >
        <p>{removing ? text.removeConfirm(removing.name) : ''}</p>
      </Modal>
    </div>
  );
}

interface UploadZoneProps {
  onFiles: (files: File[]) => void;
  /** Name of the file being sent, or null. */
  pendingName: string | null;
}

function UploadZone({ onFiles, pendingName }: UploadZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(files);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <section className="upload" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="documents__subtitle">
        {text.uploadTitle}
      </h2>
      <div
        className={`upload__zone${dragging ? ' upload__zone--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <FileUp aria-hidden="true" size={28} className="upload__icon" />
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          aria-describedby={hintId}
          className="upload__input"
          disabled={pendingName !== null}
          onChange={(event: FormEvent<HTMLInputElement>) => {
            take(event.currentTarget.files);
            // Let the same file be chosen again after a refusal or a deletion.
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={inputId} className="upload__button">
          {text.chooseFiles}
        </label>
        <span className="upload__drop">{text.dropHere}</span>
        <p id={hintId} className="upload__hint">
          {text.uploadHint}
        </p>
        {pendingName !== null && (
          <p className="upload__pending" role="status">
            {text.uploading(pendingName)}
          </p>
        )}
      </div>
    </section>
  );
}

interface DocumentTableProps {
  /** The host's answer: the page it served, or the whole list to window here. */
  answer: ListAnswer<CompanyDocument>;
  /** The page shown, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  onDownload: (document: CompanyDocument) => void;
  onRename: (document: CompanyDocument) => void;
  onRemove: (document: CompanyDocument) => void;
}

function DocumentTable({ answer, page, onPageChange, onDownload, onRename, onRemove }: DocumentTableProps) {
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

interface RenameDialogProps {
  document: CompanyDocument;
  onClose: () => void;
  onRenamed: (document: CompanyDocument) => void;
}

/** A document's name: required, and within the contract's limit. */
const RENAME_SCHEMA = formSchema<{ name: string }>(({ name }) => ({
  name:
    name.trim() === '' ? text.renameRequired : name.trim().length > NAME_MAX_LENGTH ? text.renameTooLong : undefined,
}));

function RenameDialog({ document, onClose, onRenamed }: RenameDialogProps) {
  const form = useForm({ name: document.name }, RENAME_SCHEMA);
  const [problem, setProblem] = useState<string | undefined>();
  const rename = useMutation({ mutationFn: (value: string) => renameDocument(document.id, value) });
  const formId = useId();
  const field = form.field('name');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkBeforeSubmit()) return;
    const value = form.values.name.trim();
    if (value === document.name) return onClose();
    rename.mutate(value, { onSuccess: onRenamed, onError: (error) => setProblem(reasonOf(error)) });
  };

  return (
    <Modal
      title={text.renameTitle}
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} isPending={rename.isPending}>
            {text.renameSave}
          </Button>
        </>
      )}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={text.renameField}
          {...field}
          onChange={(value) => {
            field.onChange(value);
            setProblem(undefined);
          }}
          errorMessage={field.errorMessage ?? problem}
          maxLength={NAME_MAX_LENGTH}
          isRequired
          autoFocus
        />
      </form>
    </Modal>
  );
}
