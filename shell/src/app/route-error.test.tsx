import { render, screen } from '@testing-library/react';
import { memoryNavigator, RouterProvider } from '@bbg/router';
import { RouteError, UNEXPECTED_ERROR_TITLE } from './route-error';

describe('RouteError', () => {
  it("reads 'Unexpected Application Error!' with the message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('Loading chunk 42 failed.');
    };
    render(<RouterProvider navigator={memoryNavigator([{ path: '/', element: <Broken />, errorElement: <RouteError /> }])} />);
    expect(await screen.findByRole('heading', { name: UNEXPECTED_ERROR_TITLE })).toBeInTheDocument();
    expect(UNEXPECTED_ERROR_TITLE).toBe('Unexpected Application Error!');
    expect(screen.getByText('Loading chunk 42 failed.')).toBeInTheDocument();
  });
});
