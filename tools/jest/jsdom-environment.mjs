/**
 * jsdom, plus Node's Fetch API classes: React Router's data router builds a Request for every navigation, and
 * jsdom has none.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers });
  }
}
