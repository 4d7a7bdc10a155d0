/**
 * Node.js flags for the site's server, wherever it is started: `npm start`, the bench, the
 * container image (deploy/Dockerfile repeats them in its CMD) and the standalone check. They
 * cannot go in NODE_OPTIONS, which refuses V8's WebAssembly flags.
 *
 * `--liftoff-only`: the embedded database (PGlite) is PostgreSQL compiled to WebAssembly. V8
 * first compiles it with its quick baseline compiler (Liftoff) and later recompiles the busy
 * functions with its optimising one (TurboFan), which took about 550 MB more for a moment, on
 * every start, and never gave it back to the system. Staying on the baseline code keeps a
 * restarted server at about 265 MB instead of 310 (812 at its peak); the database's own work
 * is about twice as slow, which a visitor's request does not notice (decision 026). No other
 * WebAssembly runs in the server; with PostgreSQL (DATABASE_URL) the flag changes nothing.
 */
export const serverNodeFlags = ["--liftoff-only"];
