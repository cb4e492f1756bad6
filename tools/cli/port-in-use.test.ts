/**
 * @jest-environment node
 */
import { createServer, type AddressInfo } from 'node:net';
import { assertPortFree } from './port-in-use';

describe('a port another program holds', () => {
  it('is refused in one line that says how to pick another, and a free port is not', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      await expect(assertPortFree(port, 'PORT=<port> npm start')).rejects.toThrow(`Port ${port} is in use: stop what serves there, or pick another port with PORT=<port> npm start.`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    await expect(assertPortFree(port, '--port <port>')).resolves.toBeUndefined();
  });
});
