import type { SimulatedContext } from './SimulatedContext';
import { officeErrors } from './SimulatedOfficeError';

/** 'a,b' or ['a', 'items/b'] as a list of property names ('items/' dropped: a collection loads them on its items). */
function propertyNames(names?: string | string[]): string[] | undefined {
  if (names === undefined) return undefined;
  return (Array.isArray(names) ? names : names.split(','))
    .map((name) => name.trim().replace(/^items\//, ''))
    .filter((name) => name && name !== 'items');
}

/**
 * A proxy object of the simulated Office.js: bound to its document object when first needed in a sync; scalar
 * properties are readable only once loaded and synced, like Office.js's ClientObject.
 */
export abstract class SimulatedClientObject<Target> {
  private readonly loadedValues = new Map<string, unknown>();
  private bound: { target: Target } | null = null;

  constructor(
    protected readonly context: SimulatedContext,
    private readonly resolve: () => Target,
  ) {}

  load(names?: string | string[]): this {
    this.context.enqueue(() => this.loadNow(propertyNames(names)));
    return this;
  }

  /** Called inside a sync: takes the snapshot of the wanted (or all scalar) properties. */
  loadNow(names: string[] | undefined): void {
    const snapshot = this.snapshot(this.target());
    for (const name of names ?? Object.keys(snapshot)) {
      if (!(name in snapshot)) throw officeErrors.invalidArgument(`${this.constructor.name}.load(${name})`);
      this.loadedValues.set(name, snapshot[name]);
    }
  }

  /** The document object behind the proxy; resolved once, in the first sync that needs it. */
  target(): Target {
    this.bound ??= { target: this.resolve() };
    return this.bound.target;
  }

  protected loaded<Value>(name: string): Value {
    if (!this.loadedValues.has(name)) throw officeErrors.propertyNotLoaded(name);
    return this.loadedValues.get(name) as Value;
  }

  /** The scalar properties `load()` can read from the target. */
  protected abstract snapshot(target: Target): Record<string, unknown>;
}

/** OfficeExtension.ClientResult: its value is computed in the next sync. */
export class SimulatedClientResult<Value> {
  private result: { value: Value } | null = null;

  constructor(context: SimulatedContext, compute: () => Value) {
    context.enqueue(() => {
      this.result = { value: compute() };
    });
  }

  get value(): Value {
    if (!this.result) throw officeErrors.valueNotLoaded();
    return this.result.value;
  }
}

/** A collection proxy: `items` after load and sync, each item with the properties the load named. */
export class SimulatedCollection<Item extends { loadNow(names: string[] | undefined): void }, Target> {
  private loadedItems: Item[] | null = null;

  constructor(
    private readonly context: SimulatedContext,
    private readonly list: () => Target[],
    private readonly makeItem: (resolve: () => Target) => Item,
    private readonly name: string,
  ) {}

  load(names?: string | string[]): this {
    const wanted = propertyNames(names);
    this.context.enqueue(() => {
      this.loadedItems = this.list().map((target) => {
        const item = this.makeItem(() => target);
        if (wanted === undefined || wanted.length > 0) item.loadNow(wanted);
        return item;
      });
    });
    return this;
  }

  get items(): Item[] {
    if (!this.loadedItems) throw officeErrors.propertyNotLoaded('items');
    return this.loadedItems;
  }

  getFirst(): Item {
    return this.makeItem(() => {
      const first = this.list()[0];
      if (first === undefined) throw officeErrors.itemNotFound(`${this.name}.getFirst`);
      return first;
    });
  }
}
