import { act, render, screen } from '@testing-library/react';
import React, { Suspense, type ComponentType } from 'react';
import type { PageProps, RemoteRecord } from '@bbg/contract';
import { remoteRecord, TestPlatform } from '@bbg/testing';
import { loadRemotePage } from './load-remote-page';
import { putReadyPage } from './page-cache';
import { RemotePageBody } from './remote-page-body';

jest.mock('./load-remote-page');
const load = jest.mocked(loadRemotePage);

const route = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main', header: 'light' } as const;
const Privacy = () => <h1>Privacy Policy</h1>;

// Loaded pages are kept per container: each test has a container of its own.
let containers = 0;
const newRecord = (): RemoteRecord => {
  containers += 1;
  return remoteRecord('legal', '1', { name: `mfe_legal_${containers}` });
};
const body = (record: RemoteRecord) => (
  <TestPlatform path="/privacy-policy">
    <Suspense fallback={<p>waiting</p>}>
      <RemotePageBody record={record} route={route} registryUrl="http://localhost/registry.json" attempt={0} />
    </Suspense>
  </TestPlatform>
);

describe('RemotePageBody', () => {
  it('calls use() on every render, also once its page has arrived, and React logs nothing', async () => {
    const errors = jest.spyOn(console, 'error');
    const use = jest.spyOn(React, 'use');
    let arrive = (_page: ComponentType<Pick<PageProps, 'route'>>): void => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const record = newRecord();
    const { rerender } = await act(async () => render(body(record)));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive(Privacy));
    expect(screen.getByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();

    // Rendered again with its page here: a body that skipped use() now (it did before) is what React warns about.
    use.mockClear();
    rerender(body(record));
    expect(use).toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders a page that is ready (on the server, or loaded before) at once, without suspending', () => {
    const record = newRecord();
    putReadyPage(record.name, route.expose, Privacy);
    render(body(record));
    expect(screen.getByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
