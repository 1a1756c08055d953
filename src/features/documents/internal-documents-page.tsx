import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Modal, QueryState, announce } from '@/components/ui';
import { documentFileProblem } from '@/lib/document-files';
import { saveFile } from '@/lib/download';
import { documentsContent as text, failureReason } from './content';
import { DocumentTable } from './document-table';
import { documentMutations } from './mutations';
import { internalDocumentsPageQueries } from './page-queries';
import { DOCUMENTS_PER_PAGE, documentQueries, downloadDocument, type CompanyDocument } from './queries';
import { RenameDocumentDialog } from './rename-document-dialog';
import { UploadZone } from './upload-zone';
import './documents.css';

interface Notice {
  tone: 'success' | 'danger' | 'info';
  text: string;
}

/** /mes-documents-internes: the company's own documents, uploaded, listed, downloaded, renamed and deleted. */
export function InternalDocumentsPage() {
  const [page, setPage] = useState(1);
  // The first page tells whether the host pages the list (proposed extension) or answers all of it.
  const first = useQuery(internalDocumentsPageQueries().first);
  const hostPages = first.data?.kind === 'page';
  const later = useQuery({
    ...documentQueries.page((page - 1) * DOCUMENTS_PER_PAGE, DOCUMENTS_PER_PAGE),
    enabled: hostPages && page > 1,
    placeholderData: keepPreviousData,
  });
  const shownQuery = hostPages && page > 1 ? later : first;
  const [notices, setNotices] = useState<Notice[]>([]);
  const [renaming, setRenaming] = useState<CompanyDocument | null>(null);
  const [removing, setRemoving] = useState<CompanyDocument | null>(null);

  const upload = useMutation(documentMutations.upload());

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
        next.push({ tone: 'danger', text: text.uploadFailed(file.name, failureReason(uploadError)) });
      }
    }
    setNotices(next);
    // The failures are alerts, spoken as they show; the uploads through the announcer.
    for (const notice of next) if (notice.tone === 'success') announce(notice.text);
  };

  const download = async (document: CompanyDocument) => {
    try {
      saveFile(await downloadDocument(document.id), document.name);
    } catch {
      setNotices([{ tone: 'danger', text: text.downloadFailed(document.name) }]);
    }
  };

  const panel = (
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
        <QueryState query={shownQuery} what={text.loadWhat}>
          {(answer) =>
            answer.items.length === 0 && page === 1 ? (
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
            )
          }
        </QueryState>
      </section>

      {renaming && (
        <RenameDocumentDialog
          document={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(renamed) => {
            setNotices([{ tone: 'success', text: text.renamed(renamed.name) }]);
            setRenaming(null);
          }}
        />
      )}

      {removing && (
        <RemoveDocumentDialog
          document={removing}
          onClose={() => setRemoving(null)}
          onNotice={(notice) => setNotices([notice])}
        />
      )}
    </div>
  );

  // The panel shows while the first page loads; a first page that fails (a host without this proposed extension)
  // gives one clear message instead, no upload form that could only fail.
  return (
    <QueryState query={first} what={text.loadWhat} pending={panel}>
      {() => panel}
    </QueryState>
  );
}

/** 'Supprimer': the confirmation, then the deletion in the document's scope; the page says how it went. */
function RemoveDocumentDialog({
  document,
  onClose,
  onNotice,
}: {
  document: CompanyDocument;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}) {
  const remove = useMutation(documentMutations.remove(document.id));
  return (
    <Modal
      title={text.removeTitle}
      role="alertdialog"
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
          <Button
            variant="danger"
            isPending={remove.isPending}
            onPress={() =>
              remove.mutate(undefined, {
                onSuccess: () => onNotice({ tone: 'success', text: text.removed(document.name) }),
                onError: (removeError) => onNotice({ tone: 'danger', text: failureReason(removeError) }),
                onSettled: onClose,
              })
            }
          >
            {text.removeAction}
          </Button>
        </>
      )}
    >
      <p>{text.removeConfirm(document.name)}</p>
    </Modal>
  );
}
