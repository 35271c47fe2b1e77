#!/usr/bin/env node
// The quick start. Until the server lands (issue #3) there is nothing to serve yet, so this says
// what the command will start instead of pretending to run it.
console.log(
  [
    'Air-quality dashboard: nothing to start yet.',
    '',
    'This checkout holds the foundation (workspaces, validation rules, tests). Once the server',
    'lands, `npm start` will build the dashboard, start the HTTP server with an embedded',
    'PostgreSQL (PGlite, data in ./.data), seed the demo organisation and print the URL and the',
    'demo sign-ins. Run `npm test` to run every test suite.',
  ].join('\n'),
);
