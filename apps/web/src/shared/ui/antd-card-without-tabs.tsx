/**
 * Stands in for antd's Tabs inside antd's Card (vite.config.ts points Card's `../tabs` import here): the
 * app never gives a Card a `tabList`, so a screen with a Card need not carry the Tabs code. A Card with
 * tabs would fail loudly here; use antd's Tabs inside the Card's body instead.
 */
export default function CardTabsUnavailable(): never {
  throw new Error(
    "antd Card's tabList is not available in this app (see vite.config.ts); put Tabs in the body",
  );
}
