/**
 * A stand-in EventSource for DOM tests (happy-dom has none that a test can drive): the test stubs the global with it
 * (or a subclass that adds helpers for its stream's events), finds the streams the code opened in `instances`, opens
 * them and sends named events with JSON data.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** The streams opened so far, on the class the global was stubbed with (reset it in beforeEach). */
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    (this.constructor as typeof FakeEventSource).instances.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  /** Sends the event `type` with `data` as its JSON text. */
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
