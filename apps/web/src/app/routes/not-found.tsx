import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');

  return (
    <div className="py-10">
      <EmptyState
        icon={MapPinOff}
        title="Page not found"
        headingLevel={1}
        description="The page you are looking for does not exist or has moved."
        action={
          <Link to={paths.home} className={buttonStyles()}>
            Go to Home
          </Link>
        }
      />
    </div>
  );
}
