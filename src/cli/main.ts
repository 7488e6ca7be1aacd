#!/usr/bin/env node
// The `urania` command line. Placeholder entry so the bin resolves; commands arrive with issue #7.
process.stdout.write('urania: no commands yet\n');
