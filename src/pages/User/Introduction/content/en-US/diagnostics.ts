export default `# Diagnostics

Two pages help administrators and testers check that the console works and that permissions are what they should
be.

## The test page

The test page (\`/test\`) is for administrators and QA staff; other accounts do not see it. It asks the server for
its diagnostics and shows:

- the server's clock;
- who you are signed in as: user id, user name and role;
- which database the server uses (SQLite or PostgreSQL) and where uploaded files are stored;
- the Node.js version of the server;
- the health check: whether the database answers and how long the server has been running.

Below them the page shows the nine data sources with their state and last update, compares the version running in
your browser with the published one, and keeps the log of the requests this tab made since it was loaded (method,
address, status, duration), with a chart of the latest durations. The log can be searched, sorted, filtered and
exported as CSV; it is never stored, and reloading the page empties it.

Open it after a deployment to confirm that the new server is up and talking to the right database, and copy its
figures into any problem report.

## The permission demo

The permission demo (\`/access\`) is open to every signed-in user. It shows the permissions of your own account as
the console sees them: for each permission key, the pages it guards and whether you hold it, and whether your account counts as an administrator.

Use it to check what a change in permission management did: ask the person to reload the console, then open the
demo. If a page is listed as allowed but the menu does not show it, the console has not been reloaded since the
change.
`;
