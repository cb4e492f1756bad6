import { ENQUIRY_PATH } from '@bbg/contract';
import { submitEnquiry, type ContactEnquiry } from './submit-enquiry';

const enquiry: ContactEnquiry = { FullName: 'Asha Rao', Email: 'asha@example.com', Number: '+919876543210', Message: 'Hello' };

const answer = (status: number): Response => ({ ok: status >= 200 && status < 300, status }) as Response;

describe('submitEnquiry', () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('POSTs the payload as JSON to the API base plus the enquiry path, saying which language the visitor used', async () => {
    fetchMock.mockResolvedValue(answer(200));
    await submitEnquiry('https://api.example.com', enquiry, 'ar');
    expect(fetchMock).toHaveBeenCalledWith(`https://api.example.com${ENQUIRY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...enquiry, Language: 'ar' }),
    });
  });

  it('treats any 2xx as success', async () => {
    fetchMock.mockResolvedValue(answer(204));
    await expect(submitEnquiry('', enquiry, 'en')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(ENQUIRY_PATH);
  });

  it.each([400, 500, 302])('rejects on HTTP %i', async (status) => {
    fetchMock.mockResolvedValue(answer(status));
    await expect(submitEnquiry('', enquiry, 'en')).rejects.toThrow(`HTTP ${status}`);
  });

  it('rejects when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitEnquiry('', enquiry, 'en')).rejects.toThrow('Failed to fetch');
  });
});
