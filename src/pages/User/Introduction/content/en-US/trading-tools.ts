export default `# Trading and research tools

The **Tools** section holds the desk's working pages. They are being built in stages: pages that are not available
yet show a short description of what they will hold, and this guide will describe each page as it arrives. Your menu
shows the tools your account may open.

## Real-time prices and spreads

Live prices and spreads for each product family: high-sulphur fuel oil (FU), low-sulphur fuel oil (LU), LPG and PDH,
PX and PTA, oil OTC spreads, UC, oil term spreads and the deviation of prices from a macro factor fit, with pages to
configure the contracts and strategies they follow. The board, the contract configuration and the strategies are
available (below); the product spread pages are not yet.

### Spread conventions

The spread pages will follow these conventions; every figure names its unit.

- **FU inner/outer spread** (Shanghai high-sulphur fuel oil against Singapore 380 cSt, bonded parity):
  \`FU / FX - Singapore 380\`, in USD/t, where FX is the onshore USD/CNY rate. Divide by 6.35 for USD per barrel.
  FU month M is compared with Singapore month M-1. Example: FU 2,800 CNY/t, FX 7.10 and Singapore 380 at 392.55 USD/t
  give +1.82 USD/t.
- **LU inner/outer spread** (low-sulphur fuel oil against Singapore Marine Fuel 0.5 %): \`LU / FX - MF 0.5 %\`, in
  USD/t.
- **Hi-5**: Singapore Marine Fuel 0.5 % minus Singapore 380, in USD/t; the Chinese equivalent is LU minus FU.
- **Calendar spread**: near month minus far month; a positive spread means backwardation.
- **Basis**: spot minus the futures settlement price. Chinese exchanges settle at the volume-weighted average price
  of the whole day, not at the close.

### Contract configuration

**Tools > Real-time prices and spreads > Contract configuration** holds the reference data the real-time pages use:

- **Products**: each product's specification in force today (exchange, lot, tick, unit, quote basis, trading
  sessions including the night session, settlement and listing rules). **Version history** lists its dated versions:
  SHFE fuel oil, for example, was a 50 t contract before its relaunch on 2018-07-16 and 10 t since.
- **Contract months**: pick a product and a date to see the contract months listed then and their last trading days.
- **Month mappings**: which month of one leg a spread compares with which month of the other (FU month M against
  Singapore 380 month M-1).
- **Reference rates**: tax rates, tariffs, conversion factors, coefficients and the monthly USD/CNY reference, each
  with the date it applies from and its source; **History** shows every dated value.

Nothing is ever changed in place: an administrator adds a new version or a new dated rate, which applies from its
date on, while calculations for earlier dates keep the values in force then. Every change is recorded in the audit
trail. Other users see the same tables read-only.

### The real-time board

**Tools > Real-time prices and spreads** opens the board: your watchlists of instruments and strategies with their
live values. Values arrive over one live connection and flash briefly when they change; a row turns **stale** when a
price (or a leg of a spread) is older than its feed's normal gap. Columns: last price, change and change % against the
previous settlement, the spread value, its **z-score** against the window you choose (20, 60 or 250 days), a sparkline
of the session and the time of the last update.

- Several named lists (tabs): add, rename, delete; add rows with **Add instrument or strategy** (search by code or
  name); move or remove rows. Your lists, columns and window are saved for you.
- Keyboard: arrow keys move between rows, **Enter** opens the detail drawer with an intraday and a daily chart and,
  for a spread, its explanation: each leg's price and time, the rates used with the date they apply from, and the
  formula.
- The feed strip shows each feed's state (connected, age of its last tick, ticks per second). Values from the demo
  simulator are marked **DEMO DATA**: they are simulated, not market prices.
- **Export CSV** saves the rows as shown.

### Strategies

**Tools > Real-time prices and spreads > Trading strategy configuration** defines spreads as formulas over legs and
dated rates. The seeded strategies (FU and LU inner/outer, Hi-5, LPG import parity and PG inner/outer, PDH margin, PTA
processing spread, Brent-WTI) are shared with everyone; **Copy** one to make your own.

- **Legs** name an instrument or continuous main contract (\`SHFE.FU@main\`), or a contract month mapped from another
  leg (FU month M against Singapore 380 month M-1). **Rates** bring dated reference rates (VAT, tariffs, bbl/t) into the
  formula; each bar uses the rate in force on its date.
- The formula is checked as you type: unknown names, units that do not match (CNY/t plus USD/bbl) and divisions by a
  price that can be zero are underlined where they are, and nothing is saved until the formula is right.
- **Preview** draws the formula over history before you save. **Visibility**: private, shared with roles, or
  everyone.
- **Explain** shows how the current value was computed. **Alerts** notify you when a level is crossed, a z-score
  leaves its bound or a value leaves its percentile band, once per crossing, in the bell at the top of every page and,
  if you give one, at a webhook address.

## Trade records and the AI model

Trade records will hold the desk's trades and the resulting net value; the AI model page will sit next to them and
opens for the same people. Not available yet.

## Calculators

Investment clock, backtesting, basis tracking, holdings, price seasonality, daily oil monitoring, window
spot trades, futures and options cross-sections, warehouse and cargo location series, and contract roll returns.
Not available yet.

## Research

External research (Platts reports and insights) and the notes of internal meetings. Not available yet.

## Economic calendar

Important economic events with their consensus, actual and previous figures, and an outlook of coming events. Not
available yet.
`;
