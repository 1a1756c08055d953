import { LogIn } from 'lucide-react';
import { LinkButton } from '@/components/ui';
import { companyRequiredContent, signInContent } from './content';
import './diagnosis.css';

/**
 * Shown on a question page opened without a session: the questions are not login-guarded in the route table, but
 * every call needs a token, so instead of a blank page the person is told why and offered the login.
 */
export function SignInRequired() {
  return (
    <section className="diagnosis-page sign-in-required" aria-labelledby="sign-in-required-title">
      <h1 id="sign-in-required-title" className="diagnosis-page__title">
        {signInContent.title}
      </h1>
      <p className="diagnosis-page__lead">{signInContent.text}</p>
      <LinkButton to="/login" iconStart={<LogIn size={18} />}>
        {signInContent.action}
      </LinkButton>
    </section>
  );
}

/** Shown on a question page to a signed-in person without a company: the answers belong to a company. */
export function CompanyRequired() {
  return (
    <section className="diagnosis-page sign-in-required" aria-labelledby="company-required-title">
      <h1 id="company-required-title" className="diagnosis-page__title">
        {companyRequiredContent.title}
      </h1>
      <p className="diagnosis-page__lead">{companyRequiredContent.text}</p>
      <LinkButton to="/onboarding">{companyRequiredContent.action}</LinkButton>
    </section>
  );
}
