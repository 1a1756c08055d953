import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '@/features/auth/components/signup-page';

/** /signup (guest-only through the _guest layout). */
export const Route = createFileRoute('/_guest/signup')({
  component: SignUpPage,
});
