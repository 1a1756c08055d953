import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import { Button } from '@/components/ui';
import { saveFile } from '@/lib/download';
import { documentsContent as text } from './content';
import { STEER_TEMPLATES, type SteerTemplate } from './steer-templates';
import './documents.css';

export interface SteerDocumentsPageProps {
  /** The templates offered (Steer's own by default). */
  templates?: readonly SteerTemplate[];
}

/** /mes-documents-steer: templates Steer provides, generated as real files on download. */
export function SteerDocumentsPage({ templates = STEER_TEMPLATES }: SteerDocumentsPageProps) {
  return (
    <div className="documents__panel">
      <p className="documents__intro">{text.steerIntro}</p>
      <ul className="template-grid">
        {templates.map((template) => {
          const Icon = template.mimeType === 'text/csv' ? FileSpreadsheet : FileText;
          return (
            <li key={template.id} className="template-card">
              <Icon aria-hidden="true" size={28} className="template-card__icon" />
              <h2 className="template-card__title">{template.title}</h2>
              <p className="template-card__description">{template.description}</p>
              <p className="template-card__format">{text.templateFormat(template.format)}</p>
              <Button
                variant="secondary"
                aria-label={text.templateDownload(template.title)}
                iconStart={<Download aria-hidden="true" size={16} />}
                onPress={() => saveFile(new Blob([template.build()], { type: template.mimeType }), template.fileName)}
              >
                {text.download}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
