import { z } from "zod";

// zod 4 probes `new Function` when it builds object schemas; under the site's CSP (no
// 'unsafe-eval') that probe is reported as a violation. The forms' schemas run in the browser
// without the JIT, which changes nothing for a handful of fields. Imported before any schema.
z.config({ jitless: true });
