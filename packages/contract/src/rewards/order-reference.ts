/** How a donor sees an order: the first eight characters of its id, upper case ("822EFC98"), in the ledger and the order history alike. */
export function orderReference(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
