/// The SQL of the table every `.postgres` key keeps its value in: one row per key name, a JSON
/// value (as `text`, exactly as the key encoded it) and a version that a successful write always increases (taken from one sequence, so that a
/// row deleted and written again never goes back to a version a process already saw). A trigger
/// notifies `shared_values` listeners of every change as `"VERSION:KEY"` (`0` for a deletion).
enum SharedValuesTable {
  /// The channel the trigger notifies.
  static let channel = "shared_values"

  /// Creates the table, its sequence and its trigger if they are missing, and migrates a table whose
  /// value is still `jsonb` to `text`. Processes that start together take an advisory lock, so that
  /// they do not race to create the same objects.
  ///
  /// The value is `text` because `jsonb` refuses a string holding U+0000 (JSON's `\u0000`), which
  /// any Swift string may hold: one such value made every save of its row fail. Its rows migrate
  /// as `jsonb` prints them, which decodes to the same values.
  static let createSchema = """
    DO $schema$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('shared_values'));
      CREATE SEQUENCE IF NOT EXISTS shared_values_version;
      CREATE TABLE IF NOT EXISTS shared_values (
        key text PRIMARY KEY,
        value text NOT NULL,
        version bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      IF EXISTS (
        SELECT 1 FROM pg_attribute
        WHERE attrelid = 'shared_values'::regclass AND attname = 'value'
          AND atttypid = 'jsonb'::regtype
      ) THEN
        ALTER TABLE shared_values ALTER COLUMN value TYPE text USING value::text;
      END IF;
      CREATE OR REPLACE FUNCTION shared_values_notify() RETURNS trigger
      LANGUAGE plpgsql AS $notify$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('shared_values', '0:' || OLD.key);
          RETURN OLD;
        END IF;
        PERFORM pg_notify('shared_values', NEW.version || ':' || NEW.key);
        RETURN NEW;
      END
      $notify$;
      IF NOT EXISTS (
        SELECT 1 FROM pg_trigger
        WHERE tgname = 'shared_values_notify' AND tgrelid = 'shared_values'::regclass
      ) THEN
        CREATE TRIGGER shared_values_notify AFTER INSERT OR UPDATE OR DELETE ON shared_values
          FOR EACH ROW EXECUTE FUNCTION shared_values_notify();
      END IF;
    END
    $schema$
    """

  /// `$1` key → the row's value as JSON text and its version.
  static let select = "SELECT value, version FROM shared_values WHERE key = $1"

  /// `$1` key, `$2` JSON → the new version, or no row when the key already has one.
  static let insert = """
    INSERT INTO shared_values (key, value, version)
    VALUES ($1, $2, nextval('shared_values_version'))
    ON CONFLICT (key) DO NOTHING
    RETURNING version
    """

  /// `$1` key, `$2` JSON, `$3` the version the value was based on → the new version, or no row
  /// when the row is no longer at that version (compare-and-swap).
  static let update = """
    UPDATE shared_values
    SET value = $2, version = nextval('shared_values_version'), updated_at = now()
    WHERE key = $1 AND version = $3
    RETURNING version
    """

  /// `$1` key, `$2` JSON → the row's value, its version, and whether it holds `$2` already (a
  /// write whose reply was lost with the connection, then retried: the very same text).
  static let selectComparing = """
    SELECT value, version, value = $2 FROM shared_values WHERE key = $1
    """
}
