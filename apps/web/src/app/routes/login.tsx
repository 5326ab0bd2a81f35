import { useLocation, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { redirectTarget } from '@/features/auth/redirect-target.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

const TITLE = 'Sign in to your account';

function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(TITLE);

  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <Card className="p-6 sm:p-8">
        <h1 className="text-center text-2xl font-bold tracking-tight text-ink">{TITLE}</h1>
        <p className="mt-2 mb-8 text-center text-sm text-ink-muted">
          Pay for events and clubs of your department.
        </p>
        <LoginForm onSignedIn={() => navigate(redirectTarget(location.state), { replace: true })} />
      </Card>
    </div>
  );
}

export { LoginRoute as Component };
