import { createBrowserRouter } from 'react-router';
import { queryClient } from '@/lib/query-client.ts';
import { createRoutes } from './routes.tsx';

export const router = createBrowserRouter(createRoutes(queryClient));
