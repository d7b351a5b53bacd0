// What a request ended as (its route pattern, status and method) is what the access lines and the request metrics
// keep things by. Each request finds its entry through three small maps, with no key text built and hashed anew at
// every request: the route pattern and the method are the same string objects each time (their hash is kept in
// them) and the status is a small integer.

/** Values kept by route pattern, status and method, each made once by `make`. */
export class OutcomeTable<T> {
  private readonly routes = new Map<string, Map<number, Map<string, T>>>();
  /** The kept values in the order they were made (what a scrape lists them in). */
  private readonly made: T[] = [];

  /** `limit`: how many entries are kept at most; past it `make`'s values are handed out without being kept. */
  constructor(
    private readonly make: (method: string, route: string, status: number) => T,
    private readonly limit = 2000,
  ) {}

  get(method: string, route: string, status: number): T {
    let statuses = this.routes.get(route);
    if (statuses === undefined) this.routes.set(route, (statuses = new Map()));
    let methods = statuses.get(status);
    if (methods === undefined) statuses.set(status, (methods = new Map()));
    let value = methods.get(method);
    if (value === undefined) {
      value = this.make(method, route, status);
      if (this.made.length < this.limit) {
        methods.set(method, value);
        this.made.push(value);
      }
    }
    return value;
  }

  clear(): void {
    this.routes.clear();
    this.made.length = 0;
  }

  /** The kept values, oldest first. */
  values(): readonly T[] {
    return this.made;
  }
}
