/** How to reach the company: shown on the contact, about and legal pages. */
export const COMPANY = {
  addressLines: ["2150 Harbor Way, Suite 300", "Oakland, CA 94607"],
  phone: "(510) 555-0142",
  phoneHref: "tel:+15105550142",
  email: "support@tradelink.app",
} as const;
