/// The SQL of the tables every `.postgresRows` key keeps its collection in: one row per element,
/// keyed by the collection's name and the element's id, with the element's JSON, its place in the
/// collection's order and a version (from one sequence, so that an element deleted and added again
/// never gets back a version a process holds for it); and the names of the collections written
/// at least once (an empty collection is not a missing one).
///
/// The JSON is kept as `text`, not `jsonb`: it is only ever compared and decoded by the keys, and
/// `jsonb` refuses a string holding U+0000, which a user can type.
///
/// A trigger notifies the `shared_values` channel (the one `.postgres` keys' listener follows)
/// with `"VERSION:rows:COLLECTION"` per changed row (`0` for a deletion); PostgreSQL sends the
/// same payload once per transaction, so a save notifies once.
enum SharedRowsTable {
  /// The name a collection's changes are notified under.
  static func notificationKey(_ collection: String) -> String { "rows:" + collection }

  /// Creates the tables, the sequence, the trigger and the save function if they are missing.
  static let createSchema = """
    DO $schema$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('shared_rows'));
      CREATE SEQUENCE IF NOT EXISTS shared_rows_version;
      CREATE TABLE IF NOT EXISTS shared_rows (
        collection text NOT NULL,
        id text NOT NULL,
        position double precision NOT NULL,
        version bigint NOT NULL,
        value text NOT NULL,
        PRIMARY KEY (collection, id)
      );
      CREATE TABLE IF NOT EXISTS shared_rows_collections (collection text PRIMARY KEY);
      CREATE OR REPLACE FUNCTION shared_rows_notify() RETURNS trigger
      LANGUAGE plpgsql AS $notify$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('shared_values', '0:rows:' || OLD.collection);
          RETURN OLD;
        END IF;
        PERFORM pg_notify('shared_values', NEW.version || ':rows:' || NEW.collection);
        RETURN NEW;
      END
      $notify$;
      IF NOT EXISTS (
        SELECT 1 FROM pg_trigger
        WHERE tgname = 'shared_rows_notify' AND tgrelid = 'shared_rows'::regclass
      ) THEN
        CREATE TRIGGER shared_rows_notify AFTER INSERT OR UPDATE OR DELETE ON shared_rows
          FOR EACH ROW EXECUTE FUNCTION shared_rows_notify();
      END IF;
      CREATE OR REPLACE FUNCTION shared_rows_save(
        target text, inserted jsonb, updated jsonb, deleted jsonb, moved jsonb
      ) RETURNS TABLE (conflicting_id text, written_version bigint)
      LANGUAGE plpgsql AS $save$
      DECLARE
        new_version bigint := nextval('shared_rows_version');
        item jsonb;
      BEGIN
        written_version := new_version;
        INSERT INTO shared_rows_collections VALUES (target) ON CONFLICT DO NOTHING;
        -- Appended elements go after every row, including those another process added since the
        -- key read the last position.
        FOR item IN SELECT * FROM jsonb_array_elements(inserted) LOOP
          INSERT INTO shared_rows AS r (collection, id, position, version, value)
          VALUES (
            target, item->>'id',
            greatest(
              (item->>'position')::double precision,
              CASE WHEN (item->>'appended')::boolean THEN
                (SELECT coalesce(max(position), 0) + 1 FROM shared_rows WHERE collection = target)
              ELSE 0 END
            ),
            new_version, item->>'json'
          )
          ON CONFLICT (collection, id) DO NOTHING;
          IF NOT FOUND THEN
            conflicting_id := item->>'id';
            RETURN NEXT;
          END IF;
        END LOOP;
        FOR item IN SELECT * FROM jsonb_array_elements(updated) LOOP
          UPDATE shared_rows
          SET value = item->>'json', position = (item->>'position')::double precision,
            version = new_version
          WHERE collection = target AND id = item->>'id'
            AND version = (item->>'version')::bigint;
          IF NOT FOUND THEN
            conflicting_id := item->>'id';
            RETURN NEXT;
          END IF;
        END LOOP;
        FOR item IN SELECT * FROM jsonb_array_elements(deleted) LOOP
          DELETE FROM shared_rows
          WHERE collection = target AND id = item->>'id'
            AND version = (item->>'version')::bigint;
          -- Already deleted by another process: what this save wanted.
          IF NOT FOUND AND EXISTS (
            SELECT 1 FROM shared_rows WHERE collection = target AND id = item->>'id'
          ) THEN
            conflicting_id := item->>'id';
            RETURN NEXT;
          END IF;
        END LOOP;
        -- Order is not the element's content: a move takes effect whatever the version.
        FOR item IN SELECT * FROM jsonb_array_elements(moved) LOOP
          UPDATE shared_rows SET position = (item->>'position')::double precision
          WHERE collection = target AND id = item->>'id';
        END LOOP;
        -- Last, the version the save wrote.
        conflicting_id := NULL;
        RETURN NEXT;
      END
      $save$;
    END
    $schema$
    """

  /// `$1` collection → one row `(exists)`: whether it was ever written.
  static let exists = "SELECT EXISTS (SELECT 1 FROM shared_rows_collections WHERE collection = $1)"

  /// `$1` collection → its rows in order: id, position, version, JSON.
  static let select = """
    SELECT id, position, version, value FROM shared_rows WHERE collection = $1
    ORDER BY position, id
    """

  /// `$1` collection → the highest position (`NULL` when it has no rows).
  static let lastPosition = "SELECT max(position) FROM shared_rows WHERE collection = $1"

  /// `$1` collection, `$2`…`$5` the inserted, updated, deleted and moved rows as JSON arrays of
  /// `{id, position, version, json, appended}` → a row per id that could not be written, then
  /// one with no id; each with the version the save wrote.
  static let save = """
    SELECT conflicting_id, written_version
    FROM shared_rows_save($1, $2::jsonb, $3::jsonb, $4::jsonb, $5::jsonb)
    """
}
