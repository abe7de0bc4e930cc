export default `# Trading and research tools

The **Tools** section holds the desk's working pages. They are being built in stages: pages that are not available
yet show a short description of what they will hold, and this guide will describe each page as it arrives. Your menu
shows the tools your account may open.

## Real-time prices and spreads

Live prices and spreads for each product family: high-sulphur fuel oil (FU), low-sulphur fuel oil (LU), LPG and PDH,
PX and PTA, oil OTC spreads, UC, oil term spreads and the deviation of prices from a macro factor fit, with pages to
configure the contracts and strategies they follow. Not available yet.

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

## Trade records and the AI model

Trade records will hold the desk's trades and the resulting net value; the AI model page will sit next to them and
opens for the same people. Not available yet.

## Calculators

Asset class rotation, net value backtests, basis tracking, holdings, price seasonality, daily oil monitoring, window
spot trades, futures and options cross-sections, warehouse and cargo location series, and contract roll returns.
Not available yet.

## Research

External research (Platts reports and insights) and the notes of internal meetings. Not available yet.

## Economic calendar

Important economic events with their consensus, actual and previous figures, and an outlook of coming events. Not
available yet.
`;
