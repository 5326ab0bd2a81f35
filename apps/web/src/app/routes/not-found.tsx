import { MapPinOff } from 'lucide-react';
import { NotFoundPage } from '@/components/ui/not-found-state.tsx';
import { paths } from '@/lib/paths.ts';

export function NotFoundRoute() {
  return (
    <NotFoundPage
      icon={MapPinOff}
      title="notFound.title"
      description="notFound.description"
      back={{ to: paths.home, label: 'notFound.goHome' }}
    />
  );
}
