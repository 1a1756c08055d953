import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { NAME_MAX_LENGTH } from '@/api/limits';
import { Button, Modal, TextField } from '@/components/ui';
import { formSchema, useForm } from '@/lib/form';
import { documentsContent as text, failureReason } from './content';
import { documentMutations } from './mutations';
import type { CompanyDocument } from './queries';

export interface RenameDocumentDialogProps {
  /** The document to rename. */
  document: CompanyDocument;
  /** The dialog closes (cancelled, or the name unchanged). */
  onClose: () => void;
  /** The server renamed it: the document as it now is. */
  onRenamed: (document: CompanyDocument) => void;
}

/** A document's name: required, and within the contract's limit. */
const RENAME_SCHEMA = formSchema<{ name: string }>(({ name }) => ({
  name:
    name.trim() === '' ? text.renameRequired : name.trim().length > NAME_MAX_LENGTH ? text.renameTooLong : undefined,
}));

/** Renames a document: its name is required and within the contract's limit; the server's refusal shows on the field. */
export function RenameDocumentDialog({ document, onClose, onRenamed }: RenameDocumentDialogProps) {
  const form = useForm({ name: document.name }, RENAME_SCHEMA);
  const [problem, setProblem] = useState<string | undefined>();
  const rename = useMutation(documentMutations.rename(document.id));
  const formId = useId();
  const field = form.field('name');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkBeforeSubmit()) return;
    const value = form.values.name.trim();
    if (value === document.name) return onClose();
    rename.mutate(value, { onSuccess: onRenamed, onError: (error) => setProblem(failureReason(error)) });
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
