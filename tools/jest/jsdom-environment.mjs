/**
 * jsdom, plus what React Router needs and jsdom lacks: Node's Fetch API classes (its data router builds a Request for
 * every navigation) and TextEncoder/TextDecoder.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, TextEncoder, TextDecoder });
  }
}
