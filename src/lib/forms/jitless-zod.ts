/**
 * Loaded (dynamically) before any schema module runs in the browser. A static named import keeps
 * the bundle to what the schemas use; `import("zod")` would take the whole namespace, every
 * locale's messages included.
 */
import { config } from "zod";

config({ jitless: true });
