import { clients } from './clients';

describe('clients content', () => {
  it('has about 55 clients with unique ids and names', () => {
    expect(clients.length).toBeGreaterThanOrEqual(50);
    expect(clients.length).toBeLessThanOrEqual(60);
    expect(new Set(clients.map((client) => client.id)).size).toBe(clients.length);
    expect(new Set(clients.map((client) => client.name)).size).toBe(clients.length);
  });
});
