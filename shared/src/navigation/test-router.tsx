import { MemoryRouter, type MemoryRouterProps } from 'react-router-dom';
import { RouterNavigation } from './router-navigation';

/** Tests: a memory router with the platform's navigation contract, as the shell provides it. */
export function TestRouter({ children, ...props }: MemoryRouterProps) {
  return (
    <MemoryRouter {...props}>
      <RouterNavigation>{children}</RouterNavigation>
    </MemoryRouter>
  );
}
