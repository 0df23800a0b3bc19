import { z } from 'zod';
import it from 'zod/v4/locales/it.js';

// Italian default messages for every zod schema (server and browser import this once).
z.config(it());
