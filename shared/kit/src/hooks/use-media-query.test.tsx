import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { stubMatchMedia } from '@bbg/testing';
import { useMediaQuery } from './use-media-query';

function Probe({ query }: { readonly query: string }) {
  const matches = useMediaQuery(query);
  return <output aria-label="matches">{String(matches)}</output>;
}

describe('useMediaQuery', () => {
  it('is unknown while rendering on the server, as a served page is first adopted', () => {
    stubMatchMedia(true);
    expect(renderToString(<Probe query="(max-width: 200px)" />)).toContain('null');
  });

  it('answers the query once mounted, and follows its changes', () => {
    const matchMedia = stubMatchMedia((query) => query === '(max-width: 200px)');
    render(<Probe query="(max-width: 200px)" />);
    expect(screen.getByRole('status', { name: 'matches' })).toHaveTextContent('true');

    const list = matchMedia.mock.results[0]?.value as { matches: boolean; addEventListener: jest.Mock };
    const [, sync] = list.addEventListener.mock.calls[0] as [string, () => void];
    list.matches = false;
    act(sync);
    expect(screen.getByRole('status', { name: 'matches' })).toHaveTextContent('false');
  });
});
