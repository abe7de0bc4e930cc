import { FACTS } from '../facts';

export default `# Getting started

The console brings together what the trading and research desk works with every day: real-time spreads between
Chinese futures and international benchmarks, calculators, research, the economic calendar and the state of the
data behind them. This page explains how to sign in, how to find your way around and what the signals in the
header mean.

## Signing in

Open the console's address in your browser. If you are not signed in, the sign-in page appears. It offers two ways
in; both lead to the same account.

### With your password

Enter your user name and password. After five wrong passwords in a row the account is locked for 15 minutes,
whoever tries; wait, or ask an administrator to reset your password (a reset also lifts the lock).

### With a code sent to your phone

Choose the phone tab, enter the mobile number registered on your account and request a code. A
${FACTS.captchaLength}-digit code is sent to that phone and stays valid for 5 minutes. You can request another code
after ${FACTS.captchaCooldownSeconds} seconds, at most ${FACTS.captchaSendsPerVisit} times per visit of the sign-in
page. A code allows five attempts; after that, request a new one. If your account has no phone number, use your
password.

### Creating an account

The registration page asks for a user name (3 to 32 letters, digits, \`_\`, \`.\` or \`-\`), your name, an optional
mobile number and a password of ${FACTS.passwordMin} to ${FACTS.passwordMax} characters. A new account can open the
home page and the user area (account, about, these instructions); an administrator grants everything else.

After signing in you arrive at the page you were trying to open, or at the home page.

## Finding your way

The menu shows only the pages your account may open. A section such as **Tools** or **User area** opens an overview of
the pages inside it. Every page has its own address (for example \`#/tool/calculator/seasonal\`), so you can
bookmark it or send it to a colleague; they see it only if their account has access too.

## Language and right-to-left layout

Use the language switcher in the header (or on the sign-in page) to choose **中文** (the default), **English** or
**العربية**. The choice takes effect at once and is remembered in this browser. Arabic switches the whole console to
a right-to-left layout: the menu moves to the right and text starts on the right, while numbers, codes and file
names keep their usual direction.

## Data-source lights in the header

The header shows one light for each of the nine data sources the console depends on. Hover over a light to see its
state, the latest message and the time of the last successful update.

| Light | Source |
|---|---|
| wind | Wind: Chinese futures, spot and macro series |
| bloomberg | Bloomberg: international prices, FX and rates |
| curveSeries | Forward curves: prices by delivery month |
| platts | S&P Global Platts: physical oil price assessments |
| mySteel | Mysteel: Chinese spot prices and inventories |
| kpler | Kpler: cargo flows by date, location and product |
| ccf | CCF: polyester chain (PX, PTA) prices and operations |
| cftc | CFTC Commitments of Traders: weekly positioning |
| smm | SMM: Shanghai Metals Market prices and inventories |

What the states mean:

| State | Meaning | What to do |
|---|---|---|
| OK | The source updated within its expected interval. | Nothing. |
| WARN | The last successful update is older than usual; the latest values may be stale. | Check the dates of the figures you use. |
| ERROR | The last update run failed, or there has been no update for much longer than expected. | Do not rely on the latest values; tell the data administrator. |
| UNKNOWN | The source has never been imported, or the console could not ask the server for the states. | If every light is UNKNOWN at once, your connection to the server is the likely cause. |

The lights refresh every ${FACTS.healthPollSeconds} seconds while the tab is visible. A hidden tab does not ask;
it refreshes as soon as you return to it. A failed check turns every light to UNKNOWN until the next check
succeeds. See [Data sources](#/user/introduction/data-sources) for the thresholds of each source.

## Update-available notice

When the team publishes a new version of the console, an **update available** notice appears within
${FACTS.versionPollMinutes} minutes in every open tab. It appears only when the main part of the version (before the
first dot: \`20250401\` in \`20250401.3\`) differs from the version your page was loaded with. Finish or save what
you are typing, then press **Reload** in the notice to load the new version. The notice stays until you reload.
See [About and versions](#/user/introduction/about-and-versions).

## When your session ends

You stay signed in until one of these happens:

- you have not used the console for 12 hours, or you signed in 7 days ago (server defaults; your operator may have
  chosen other limits);
- you sign out from the menu under your name;
- your password is changed, which signs out every other session;
- an administrator disables your account or resets your password.

The next action then shows a **login expired** notice and takes you to the sign-in page. After signing in again you
return to the page you were on.

If you try something your account is not allowed to do, a notice says so; you stay signed in and nothing is lost.

## Error pages

- **403, no access**: you are signed in, but your account may not open this page. The menu hides such pages, but an
  old bookmark or a link from a colleague can lead there. Ask an administrator for access (see
  [Administration](#/user/introduction/administration)).
- **404, not found**: the address does not exist. Check it for typing errors or use the menu.
- If part of the console fails to load (usually right after a new version was deployed), the page reloads once by
  itself; if that does not help, a page names what failed and offers a **Reload** button.
`;
