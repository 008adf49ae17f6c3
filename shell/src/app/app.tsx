import { BrowserRouter, useRoutes } from 'react-router';
import { useDocumentTitle } from '../head/use-document-title';
import { buildRoutes } from './routes';

const routes = buildRoutes();

export function AppRoutes() {
  useDocumentTitle();
  return useRoutes(routes);
}

/** Declarative routing: the data router's loaders are not needed and would triple the router's size. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
