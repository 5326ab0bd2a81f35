import { MapPinOff } from 'lucide-react';
import { NotFoundPage } from '@/components/ui/not-found-state.tsx';
import { paths } from '@/lib/paths.ts';

export function NotFoundRoute() {
  return (
    <NotFoundPage
      icon={MapPinOff}
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      back={{ to: paths.home, label: 'Go to Home' }}
    />
  );
}
