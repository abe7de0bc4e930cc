import { FACTS } from '../facts';

export default `# Administration

This page is for administrators: accounts whose role contains the word \`admin\`. Administrators can open every page
of the console and see two extra pages under **User area**: user management and permission management. Every change made
there is written to the audit trail.

## User management

Menu **User area → User management**.

### Finding users

Search by user name or name. The list shows each account's user name, name, role, phone number, whether it is
disabled, when it was created and when it last signed in, ten per page.

### Creating an account

Give a user name (3 to 32 letters, digits, \`_\`, \`.\` or \`-\`), a first password of ${FACTS.passwordMin} to
${FACTS.passwordMax} characters, and optionally a name, a mobile number (needed for phone-code sign-in) and a role.
Pass the first password on by a safe channel and ask the person to change it on their account page. A new account
opens nothing beyond the basic pages until you grant access in permission management.

### Disabling and enabling

A disabled account cannot sign in, and its open sessions stop working at once. Disable rather than delete when
someone leaves for a while or may come back: the account, its access and its history stay, and enabling it restores
everything.

### Resetting a password

Set a new password for someone who has forgotten theirs. The reset signs the person out of every session and lifts
a lock caused by too many wrong passwords.

### Setting the role

A role that contains \`admin\` makes the account an administrator, with every page and these administration pages.
Other roles (for example \`trader\` or \`viewer\`) are labels: what such an account may open is decided only by its
permissions. You cannot disable your own account or remove your own administrator role, so the console always keeps
at least the administrator doing the change.

### Deregistering

Deregistering removes an account permanently; its sessions end at once. It cannot be undone, and you cannot
deregister yourself. Prefer disabling when in doubt.

### Audit trail

The audit trail records every administrative action: accounts created, changed, reset or removed, permissions set
or copied, versions published. Each entry shows when, who did it, to whom and the details. Filter by action or
search by name to answer questions such as "who gave this person access to trade records, and when?".

## Permission management

Menu **User area → Permission management**.

### Granting pages

Choose a user. The tree shows every page of the console, arranged like the menu, with a check box for each. Tick the
pages the person needs and save.

- Granting a page also grants the sections above it: a page is only reachable through its section, so granting
  **Price seasonality** also grants **Tools** and **Calculators**. A section stays granted as long as any page inside it is.
- Some pages share one permission: LPG and PDH; PX and PTA; the contract and strategy configuration pages use the
  permission of the real-time overview; the AI model page opens for whoever may open trade records.
- Administrators always have every page, whatever is ticked.

Permissions are granted per user only: the server has no grants per role. Below the tree, **Stored access entries**
lists what the server stored and enforces for the user; **Undo changes** goes back to it before saving.

### When changes take effect

The server checks every request against the permissions as they are now, so a change applies from the person's
next request: a page you removed stops answering at once. Their menu shows the change the next time the console is
loaded, so ask them to reload the page.

### Copying access to other users

To give several people the same access, for example a new desk, set up one person first, then copy that person's
access to the others. The copy replaces the access of each chosen user with the source user's. Each copy is recorded
in the audit trail.
`;
