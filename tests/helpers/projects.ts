/** Project posts the integration tests share (the post form's fields, a real zip code). */
export const CLINIC_PROJECT = {
  trade_type: "Electrical" as const,
  title: "Clinic tenant improvement",
  description: "Lighting, power and low voltage for a 6,000 sq ft clinic.",
  location: "Tempe, AZ",
  zip_code: "85281",
  budget_range: "$25,000 - $50,000" as const,
  timeline: "2-4 weeks" as const,
  requirements: "Licensed electrical contractor.",
};

export const REROOF_PROJECT = {
  trade_type: "Roofing" as const,
  title: "Retail center reroof",
  description: "Tear off and replace 40,000 sq ft of TPO on a strip center.",
  location: "Mesa, AZ",
  zip_code: "85201",
  budget_range: "$100,000+" as const,
  timeline: "1-2 months" as const,
  requirements: "Licensed roofing contractor with commercial TPO experience.",
};
