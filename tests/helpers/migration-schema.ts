/**
 * The collections' fields as the migrations leave them, read without PocketBase: every migration's `up`
 * is run in name order against a small stand-in of the calls they make (Dao, Collection, SchemaField,
 * schema.addField/getFieldByName/removeField). Enough for a unit test to compare a select field's
 * values with a catalogue; the integration tests run the migrations on a real PocketBase. A migration
 * that calls something the stand-in lacks fails here loudly, naming the call.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

export interface FieldShape {
  name: string;
  type: string;
  options?: { values?: string[] } & Record<string, unknown>;
  [key: string]: unknown;
}

class Schema {
  fields: FieldShape[];
  constructor(fields: FieldShape[] = []) {
    this.fields = fields.map((field, i) => ({ id: `${field.name}_${i}`, ...field }));
  }
  addField(field: FieldShape) {
    this.fields = this.fields.filter((f) => f.name !== field.name).concat({ id: `${field.name}_added`, ...field });
  }
  getFieldByName(name: string) {
    return this.fields.find((f) => f.name === name) ?? null;
  }
  removeField(id: string) {
    this.fields = this.fields.filter((f) => f.id !== id);
  }
}

class Collection {
  [key: string]: unknown;
  name: string;
  schema: Schema;
  constructor(data: { name: string; schema?: FieldShape[] } & Record<string, unknown>) {
    Object.assign(this, data);
    this.name = data.name;
    this.schema = new Schema(data.schema ?? []);
  }
  authOptions() {
    return {};
  }
  setOptions() {}
}

/** `collection name → its fields` after every migration in `dir` has run. */
export function migratedSchema(dir: string): Map<string, FieldShape[]> {
  // PocketBase's own auth collection, which the first migration configures
  const collections = new Map<string, Collection>([["users", new Collection({ name: "users", type: "auth" })]]);
  class Dao {
    findCollectionByNameOrId(name: string) {
      const found = collections.get(name);
      if (!found) throw new Error(`no collection ${name}`);
      return found;
    }
    saveCollection(collection: Collection) {
      collections.set(collection.name, collection);
    }
    deleteCollection(collection: Collection) {
      collections.delete(collection.name);
    }
  }
  const db = { newQuery: () => ({ execute: () => undefined }) };
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .sort()) {
    let up: ((db: unknown) => void) | null = null;
    runInNewContext(readFileSync(join(dir, file), "utf8"), {
      migrate: (upFn: (db: unknown) => void) => (up = upFn),
      Dao,
      Collection,
      SchemaField: class {
        constructor(data: FieldShape) {
          Object.assign(this, data);
        }
      },
    });
    if (!up) throw new Error(`${file} calls no migrate()`);
    (up as (db: unknown) => void)(db);
  }
  return new Map([...collections].map(([name, collection]) => [name, collection.schema.fields]));
}
