import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { DOCUMENT_ACCEPT } from '@/lib/document-files';
import { documentsContent as text } from './content';
import './documents.css';

export interface UploadZoneProps {
  /** The files chosen or dropped (at least one). */
  onFiles: (files: File[]) => void;
  /** Name of the file being sent, or null. */
  pendingName: string | null;
}

/** Where files are chosen or dropped; the input is off while a file is being sent. */
export function UploadZone({ onFiles, pendingName }: UploadZoneProps) {
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
