/**
 * @jest-environment node
 */
import { DeployError } from '../deploy-error';
import { s3Error } from './fake-s3.fixture';
import { isTransient } from './transient';

const network = (code: string, name = 'Error'): Error => Object.assign(new Error(code), { name, code });

describe('isTransient', () => {
  it.each<readonly [string, Error]>([
    ['503 SlowDown', s3Error('SlowDown', 503)],
    ['500 InternalError', s3Error('InternalError', 500)],
    ['429', s3Error('TooManyRequests', 429)],
    ['a throttling name without a status', Object.assign(new Error('x'), { name: 'Throttling' })],
    ['a reset, as the SDK names it', network('ECONNRESET', 'TimeoutError')],
    // By its code alone, as Node names a socket's failure: a plain Error.
    ...['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'].map((code) => [`a bare ${code}`, network(code)] as const),
    ['a reset as the cause of the SDK\'s error', Object.assign(new Error('socket hang up'), { cause: network('ECONNRESET') })],
    ['a socket timeout', Object.assign(new Error('the request socket timed out'), { name: 'TimeoutError' })],
    ['an answer the SDK marks retryable', Object.assign(new Error('x'), { $retryable: {} })],
    ['a DeployError made from a 503', new DeployError('s3://b/: could not write x', { cause: s3Error('SlowDown', 503) })],
  ])('retries %s', (_name, error) => {
    expect(isTransient(error)).toBe(true);
  });

  it.each([
    ['403 AccessDenied', s3Error('AccessDenied', 403)],
    ['NoSuchBucket', s3Error('NoSuchBucket', 404)],
    ['412 PreconditionFailed', s3Error('PreconditionFailed', 412)],
    ['a refused connection (a wrong endpoint)', network('ECONNREFUSED')],
    ['an unknown host', network('ENOTFOUND')],
    ['an abort', Object.assign(new Error('x'), { name: 'AbortError', $metadata: { httpStatusCode: 503 } })],
    ['a DeployError of its own', new DeployError('listing did not advance')],
    ['a string', 'SlowDown'],
  ])('does not retry %s', (_name, error) => {
    expect(isTransient(error)).toBe(false);
  });
});
