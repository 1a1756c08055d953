import { isMissingExtension } from '@/api';
import { Alert } from './alert';
import { Button } from './button';

/** The French texts of a failed load, shared by every section that fetches. */
export const LOAD_ERROR_TEXT = {
  retry: 'Réessayer',
  unavailableTitle: 'Fonctionnalité indisponible sur ce serveur',
  unavailable:
    "Cette fonctionnalité n'est pas encore disponible sur ce serveur. Elle le sera dès que votre plateforme Steer aura été mise à jour.",
} as const;

export interface LoadErrorProps {
  /** What failed, as the person would name it: « Impossible de charger {what}. » */
  what: string;
  /** The error the query raised; a proposed extension missing on the host gets its own message and no retry. */
  error?: unknown;
  /** Runs the failed request again (e.g. the query's `refetch`). */
  onRetry?: () => void;
  /** True while the retry runs: the button shows its pending state. */
  retrying?: boolean;
  className?: string;
}

/**
 * The one way a section says that its data did not load: a French message and a 'Réessayer' button, never an
 * endless loader. On a host without a proposed extension call (404/501) it says the feature is not available there.
 */
export function LoadError({ what, error, onRetry, retrying = false, className }: LoadErrorProps) {
  if (isMissingExtension(error)) {
    return (
      <Alert tone="info" title={LOAD_ERROR_TEXT.unavailableTitle} className={className}>
        {LOAD_ERROR_TEXT.unavailable}
      </Alert>
    );
  }
  return (
    <Alert
      tone="danger"
      className={className}
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onPress={onRetry} isPending={retrying}>
            {LOAD_ERROR_TEXT.retry}
          </Button>
        )
      }
    >
      {`Impossible de charger ${what}. Vérifiez votre connexion puis réessayez.`}
    </Alert>
  );
}
