/**
 * Demo data for the first start of an empty database. Deterministic: fixed dates around 2026-11-22 and a
 * seeded PRNG, so every fresh database gets the same content. Rows of the data tables are `|`-separated.
 */
import { and, eq, sql } from "drizzle-orm";

import {
  BUDGET_RANGES,
  CONNECTION_STATUSES,
  CONNECTION_TYPES,
  CONTACT_ROLES,
  CONTACT_SUBJECTS,
  CREW_SIZES,
  MODERATION_CONTENT_TYPES,
  MODERATION_REASONS,
  MODERATION_STATUSES,
  PROJECT_STATUSES,
  SERVICE_RADII,
  TIMELINES,
  TRADES,
} from "../app/constants";
import { distanceMiles, lookupZip } from "../app/infra/geo.server";
import { runStatement } from "../app/infra/db.server";
import { hashPassword } from "../app/infra/password.server";
import type { DB } from "../db/client";
import { REBUILD_SEARCH_TEXT_SQL } from "../db/search-text";
import { seedBidDay } from "./bid-day";
import { seedBidQuestions } from "./bid-questions";
import { seedPlanRooms } from "./plan-rooms";
import { seedProfileMedia } from "./profile-media";
import { rebuildConversations } from "../app/domain/messages.server";
import { relatedTrades } from "../app/lib/trades";
import * as t from "../db/schema";
import { first } from "../db/client";

const DEMO_PASSWORD = "demo1234";

// ---- Data tables ----

/** username | company | zip | project types | preferred trades | certifications | description */
const GC_TABLE = `
summit_builders | Summit Builders Inc. | 85004 | Commercial, Tenant Improvement, Multi-family | Electrical, HVAC, Drywall, Concrete | OSHA 30, LEED AP, AZ ROC B-General | Phoenix general contractor delivering ground-up commercial and tenant improvement projects since 2004. We run tight schedules, pay subs on time and keep a safe, clean site.
front_range_construction | Front Range Construction | 80202 | Commercial, Healthcare | Plumbing, HVAC, Roofing | OSHA 30, LEED AP BD+C | Denver builder focused on medical office buildings and clinic fit-outs across the Front Range.
lone_star_contracting | Lone Star Contracting LLC | 78701 | Multi-family, Mixed-use | Framing, Plumbing, Electrical, Roofing | OSHA 30, NAHB Certified Green Professional | We build garden-style and podium apartments in Central Texas. Repeat subs get the first look at every new bid package.
trinity_build_group | Trinity Build Group | 75201 | Commercial, Retail, Restaurant | HVAC, Electrical, Tile & Stone, Glass & Glazing | OSHA 30, DBIA Associate | Dallas general contractor specializing in restaurant build-outs and retail shell spaces. Fast-track schedules are our norm.
peachtree_builders | Peachtree Builders | 30309 | Residential, Renovation | Carpentry, Painting, Flooring, Plumbing | OSHA 10, EPA Lead-Safe RRP, NARI CR | Family-owned renovation contractor serving intown Atlanta neighborhoods for two generations.
cascade_general | Cascade General Contractors | 98103 | Commercial, Education, Public Works | Concrete, Steel & Metal Work, Glass & Glazing, Electrical | OSHA 30, LEED AP, WA L&I Registered | Seattle contractor delivering school modernizations and seismic upgrades, with strict prevailing-wage compliance.
rose_city_renovations | Rose City Renovations | 97214 | Residential, Historic Restoration | Carpentry, Masonry, Painting, Insulation | OSHA 10, EPA Lead-Safe RRP, Earth Advantage | Portland remodeler bringing older homes up to modern energy standards without losing their character.
lakeshore_construction | Lakeshore Construction Co. | 60601 | Commercial, High-rise, Tenant Improvement | Electrical, Plumbing, HVAC, Drywall, Demolition | OSHA 30, LEED AP, Chicago GC License Class A | Union general contractor handling Loop office renovations and high-rise interiors.
queen_city_builders | Queen City Builders | 28202 | Commercial, Industrial | Concrete, Steel & Metal Work, Electrical, Site Prep | OSHA 30, NC Unlimited GC License | Charlotte builder of light industrial, flex space and warehouse projects across the Carolinas.
capitol_valley_construction | Capitol Valley Construction | 95814 | Public Works, Commercial | HVAC, Electrical, Roofing, Concrete | OSHA 30, CA Class B, DIR Registered | Sacramento contractor for state and municipal facility upgrades, from roof replacements to full HVAC retrofits.
harbor_point_builders | Harbor Point Builders | 92101 | Hospitality, Mixed-use | Tile & Stone, Plumbing, Painting, Glass & Glazing | OSHA 30, LEED Green Associate | Hotel renovations and coastal mixed-use projects in San Diego County, often in occupied buildings.
music_row_construction | Music Row Construction | 37203 | Commercial, Entertainment, Restaurant | Electrical, Carpentry, HVAC, Masonry | OSHA 30, TN Unlimited CMC | Nashville builder of venues, studios and restaurants where acoustics and tight downtown logistics matter.
desert_ridge_homes | Desert Ridge Homes | 85251 | Residential, Custom Homes | Masonry, Concrete, Landscaping, Plumbing | OSHA 10, AZ ROC B-Residential | Custom home builder in Scottsdale and the East Valley, known for clean desert-modern design.
mile_high_renovations | Mile High Renovations | 80219 | Residential, Multi-family | Roofing, Insulation, Drywall, Painting | OSHA 10, EPA Lead-Safe RRP | Denver renovation firm handling hail-damage repairs and multifamily unit turns. Insurance paperwork is part of our service.
hill_country_builders | Hill Country Builders | 78745 | Residential, Light Commercial | Carpentry, Framing, HVAC, Electrical | OSHA 30, Austin Energy Green Building | South Austin builder of energy-efficient homes and small professional offices.
empire_state_builders | Empire State Builders | 10001 | Commercial, High-rise, Tenant Improvement | Plumbing, Electrical, HVAC, Drywall | OSHA 30, NYC DOB General Contractor | Manhattan interiors and core-and-shell work, from lobby renovations to full-floor tenant fit-outs.
`;

/** username | business | specialty | zip | certifications | description */
const SUB_TABLE = `
hudson_river_plumbing | Hudson River Plumbing | Plumbing | 07030 | NJ Master Plumber, OSHA 30 | Brownstone repipes, restaurant build-outs and high-rise risers on both sides of the Hudson.
five_boroughs_electric | Five Boroughs Electric | Electrical | 11201 | NYC Master Electrician, OSHA 30 | Tenant fit-outs, lighting retrofits and service upgrades across the five boroughs.
beverly_hills_plumbing | Beverly Hills Plumbing | Plumbing | 90210 | CA C-36 Plumbing, OSHA 10 | Custom homes and luxury remodels on the Westside, with in-house fixture installs.
sparkline_electric | Sparkline Electric | Electrical | 85008 | AZ ROC C-11, OSHA 30, NABCEP PV Installer | Commercial and multi-family electrical contractor serving the Valley since 2011. Service upgrades, tenant improvement build-outs and solar tie-ins.
valley_flow_plumbing | Valley Flow Plumbing | Plumbing | 85301 | AZ ROC C-37, Backflow Tester, OSHA 10 | Commercial and restaurant plumbing, from underground rough-in to grease interceptors and medical gas.
desert_air_mechanical | Desert Air Mechanical | HVAC | 85281 | NATE Certified, EPA 608 Universal, OSHA 30 | Rooftop unit replacements, VRF systems and test-and-balance for occupied commercial buildings.
copper_state_masonry | Copper State Masonry | Masonry | 85020 | AZ ROC C-61, OSHA 10 | CMU, brick and stone veneer for custom homes and light commercial work across metro Phoenix.
quickfix_handyman | QuickFix Handyman Services | Carpentry | 85035 | Licensed and insured | Small repairs, trim and door installs. Same-week scheduling.
rocky_mountain_plumbing | Rocky Mountain Plumbing | Plumbing | 80204 | Colorado Master Plumber, Med Gas Installer | Healthcare and commercial plumbing in the Denver metro, including medical gas and process piping.
alpine_hvac | Alpine Heating & Air | HVAC | 80401 | NATE Certified, EPA 608, OSHA 30 | Design-build HVAC for clinics, labs and offices. We handle controls and commissioning in-house.
timberline_carpentry | Timberline Finish Carpentry | Carpentry | 80211 | OSHA 10, AWI Member | Architectural millwork, custom cabinetry and finish trim for commercial and high-end residential projects.
hail_guard_roofing | HailGuard Roofing | Roofing | 80110 | GAF Master Elite, OSHA 30 | Storm restoration and commercial reroofing, with in-house insurance claim support.
bluebonnet_electric | Bluebonnet Electric | Electrical | 78745 | Texas Master Electrician, OSHA 30 | Multi-family and light commercial electrical in Central Texas. Crews of 4 to 20 electricians.
capital_city_framing | Capital City Framing | Framing | 78613 | OSHA 30, Certified Forklift Operators | Wood and light-gauge framing for apartments and townhomes. Panelized wall systems available.
limestone_masonry | Limestone & Co. Masonry | Masonry | 78704 | OSHA 10, Mason Contractors Assoc. Member | Texas limestone, brick and retaining walls for homes and small commercial buildings.
big_d_concrete | Big D Concrete | Concrete | 75204 | ACI Flatwork Finisher, OSHA 30 | Slabs, foundations and site concrete for retail and restaurant projects across DFW.
metroplex_glass | Metroplex Glass & Glazing | Glass & Glazing | 75235 | OSHA 30, NGA Certified Installer | Storefront, curtain wall and automatic doors for retail and office projects.
lone_oak_tile | Lone Oak Tile & Stone | Tile & Stone | 75206 | CTEF Certified Installer | Commercial and restaurant tile, natural stone and quartz fabrication.
magnolia_painting | Magnolia Painting Co. | Painting | 30306 | EPA Lead-Safe RRP, PDCA Member | Interior and exterior painting for historic homes and occupied commercial spaces.
southern_comfort_hvac | Southern Comfort HVAC | HVAC | 30060 | NATE Certified, EPA 608 Universal | Residential and light commercial HVAC, ductless mini-splits and indoor air quality upgrades.
red_clay_excavation | Red Clay Excavation | Excavation | 30318 | OSHA 30, GA Level IA Erosion Control | Mass grading, utilities and trenching with our own fleet of excavators and dozers.
heart_pine_carpentry | Heart Pine Carpentry | Carpentry | 30318 | OSHA 10, EPA Lead-Safe RRP | Kitchens, built-ins and period-correct trim for Atlanta's older homes.
puget_sound_steel | Puget Sound Steel Erectors | Steel & Metal Work | 98108 | AWS D1.1 Certified Welders, OSHA 30 | Structural steel erection, miscellaneous metals and seismic bracing for schools and public buildings.
evergreen_insulation | Evergreen Insulation | Insulation | 98004 | BPI Building Analyst, OSHA 10 | Spray foam, blown cellulose and air sealing for homes and light commercial buildings.
emerald_city_drywall | Emerald City Drywall | Drywall | 98133 | OSHA 30, Level 5 Finish Specialists | Metal stud framing, drywall and acoustic ceilings for commercial interiors.
willamette_woodworks | Willamette Woodworks | Carpentry | 97202 | OSHA 10, EPA Lead-Safe RRP | Porches, built-ins and restoration carpentry for Portland's historic homes.
bridgetown_landscapes | Bridgetown Landscapes | Landscaping | 97217 | Oregon LCB Licensed, ISA Certified Arborist | Native plantings, irrigation and hardscape for residential and multifamily properties.
windy_city_demolition | Windy City Demolition | Demolition | 60608 | OSHA 30, IL Asbestos Abatement Contractor | Selective interior demolition and strip-outs in occupied high-rises.
lakeview_plumbing | Lakeview Plumbing & Sewer | Plumbing | 60614 | Illinois Licensed Plumber, OSHA 30 | High-rise plumbing renovations, restroom upgrades and sewer repairs.
loop_power_electric | Loop Power Electric | Electrical | 60618 | Chicago Supervising Electrician, OSHA 30 | Office renovation electrical, AV rough-in and lighting controls in downtown Chicago.
carolina_site_prep | Carolina Site Prep | Site Prep | 28208 | OSHA 30, NC Erosion Control Certified | Clearing, grading, erosion control and building pads for industrial sites.
crown_electrical | Crown Electrical Services | Electrical | 28205 | NC Unlimited Electrical License, OSHA 30 | Warehouse and industrial electrical: high-bay lighting, dock equipment and EV charging.
delta_flooring | Delta Flooring | Flooring | 95819 | CFI Certified Installer | Commercial carpet, LVT and polished concrete for offices and schools.
pacific_fence | Pacific Coast Fence Co. | Fencing | 92108 | CA C-13 Fencing License | Ornamental iron, wood and vinyl fencing plus automated gates.
cumberland_masonry | Cumberland Masonry | Masonry | 37206 | OSHA 10, Historic Preservation Training | Historic brick restoration, repointing and new masonry across Middle Tennessee.
saguaro_power_electric | Saguaro Power & Light | Electrical | 85034 | AZ ROC C-11, OSHA 10 | Office and retail tenant improvements across the East Valley: lighting, power and fire alarm tie-ins, priced from the drawings.
`;

/** creator | zip | status | trade | title | description */
const PROJECT_TABLE = `
summit_builders | 85004 | open | Electrical | Tenant improvement – 3rd floor offices | Full electrical fit-out of a 14,000 sq ft office floor: LED lighting with controls, power to 60 workstations and a small server room.
summit_builders | 85016 | completed | Electrical | Parking lot lighting retrofit | Convert 38 pole lights at a neighborhood retail center to LED and replace two failed underground feeders.
summit_builders | 85004 | in_progress | Plumbing | Restaurant shell – restroom and kitchen rough-in | Underground and rough-in plumbing for a 3,200 sq ft restaurant in a new retail shell, including a grease interceptor tie-in.
summit_builders | 85016 | open | HVAC | Medical office rooftop unit replacement | Replace four rooftop units and rebalance ductwork serving an occupied two-story medical office building.
summit_builders | 85004 | open | Masonry | Office lobby stone veneer | Thin stone veneer on the lobby feature walls and exterior entry portal of a Class B office building.
front_range_construction | 80204 | open | Plumbing | Clinic fit-out – exam rooms and nurse station | Plumbing for 12 exam rooms, a nurse station and two ADA restrooms in a ground-floor clinic.
front_range_construction | 80202 | in_progress | HVAC | Surgery center HVAC upgrade | Add a dedicated outside-air unit and HEPA filtration for two procedure rooms while keeping adjacent spaces under positive pressure.
front_range_construction | 80211 | open | Roofing | Medical office roof replacement | Tear off and replace 22,000 sq ft of aging modified bitumen with a fully adhered TPO system.
lone_star_contracting | 78701 | in_progress | Framing | Garden-style apartments – Building C framing | Wall and roof framing for a three-story, 36-unit garden-style apartment building.
lone_star_contracting | 78704 | open | Electrical | Podium apartments – unit electrical rough-in | Electrical rough-in for 84 units over a concrete podium, including meter centers and corridor lighting.
lone_star_contracting | 78613 | open | Plumbing | Amenity center plumbing | Plumbing for a clubhouse with fitness center, showers and a pool equipment room.
trinity_build_group | 75204 | open | HVAC | Restaurant build-out – Uptown | Kitchen exhaust hood, make-up air and split-system HVAC for a 4,500 sq ft full-service restaurant.
trinity_build_group | 75201 | completed | Glass & Glazing | Retail shell storefront glazing | Furnish and install aluminum storefront and two automatic entry doors for a 12,000 sq ft retail shell.
trinity_build_group | 75206 | open | Tile & Stone | Coffee shop tile and finishes | Porcelain floor tile, a subway tile backsplash and a quartz bar top for a 1,800 sq ft coffee shop.
peachtree_builders | 30306 | completed | Carpentry | Kitchen remodel | Gut and rebuild a 1920s bungalow kitchen with new cabinets, a custom pantry and trim matched to the original house.
peachtree_builders | 30309 | open | Plumbing | Bathroom addition plumbing | Plumbing for a new second-floor primary bath with a curbless shower and freestanding tub.
peachtree_builders | 30318 | open | Painting | Whole-house interior repaint | Interior repaint of a 3,400 sq ft two-story home, including lead-safe prep on the original window trim.
cascade_general | 98103 | open | Electrical | Elementary school modernization – electrical | Replace panels, lighting and fire alarm devices in 18 classrooms during winter and spring breaks, under prevailing wage.
cascade_general | 98108 | in_progress | Steel & Metal Work | Library seismic retrofit – steel bracing | Fabricate and install steel braced frames and collectors for the seismic upgrade of a 1960s branch library.
cascade_general | 98101 | canceled | Glass & Glazing | Community center curtain wall repair | Replace failed insulated glass units and reseal the curtain wall of a 1990s community center.
rose_city_renovations | 97214 | completed | Carpentry | Craftsman porch rebuild | Rebuild the front porch of a 1912 Craftsman home, including new fir decking, columns and railings to match the originals.
rose_city_renovations | 97202 | open | Insulation | Attic insulation and air sealing | Air seal attic bypasses and blow in R-49 cellulose in an occupied 1925 bungalow.
rose_city_renovations | 97217 | open | Carpentry | Built-in bookshelves and window seats | Paint-grade bookcases flanking the fireplace and two window seats with storage.
lakeshore_construction | 60606 | open | Electrical | Loop office renovation – 22nd floor | Demolition and new electrical for a 20,000 sq ft law office floor, including AV rough-in for eight conference rooms.
lakeshore_construction | 60601 | in_progress | Plumbing | High-rise restroom upgrades | Renovate core restrooms on six floors with new fixtures, wall-hung carriers and ADA clearances.
lakeshore_construction | 60601 | open | Demolition | Interior demolition – floors 14 and 15 | Selective interior demolition of two office floors down to core and shell, with salvage of the raised flooring.
queen_city_builders | 28208 | open | Site Prep | Flex warehouse site grading | Clearing, grading and pad preparation for a 90,000 sq ft flex warehouse on a 9-acre site.
queen_city_builders | 28208 | open | HVAC | Warehouse office HVAC | Split systems and ductwork for the 4,000 sq ft office portion of a new warehouse.
queen_city_builders | 28205 | open | Electrical | Distribution center lighting and power | High-bay LED lighting, dock equipment power and EV-ready conduit for a distribution center.
capitol_valley_construction | 95814 | open | Roofing | State office roof replacement | Tear off and replace 30,000 sq ft of built-up roofing with a TPO system on a state office building.
capitol_valley_construction | 95819 | open | HVAC | Fire station HVAC retrofit | Replace aging package units and add controls at a two-bay fire station that stays in service throughout.
harbor_point_builders | 92101 | open | Plumbing | Hotel guestroom bathroom renovation | Replace fixtures and valves in 120 guestroom bathrooms, eight rooms at a time, in an operating hotel.
harbor_point_builders | 92101 | open | Carpentry | Boutique hotel lobby refresh | Custom millwork reception desk, wall paneling and trim for a boutique hotel lobby.
music_row_construction | 37203 | open | Electrical | Recording studio electrical | Isolated-ground power, dimmable lighting and dedicated circuits for a three-room recording studio.
music_row_construction | 37208 | open | Masonry | Live music venue facade restoration | Repoint and repair the historic brick facade of a 1930s venue with mortar matched to the original.
music_row_construction | 37203 | canceled | HVAC | Rooftop bar HVAC and ventilation | Rooftop units and kitchen ventilation for a new rooftop bar; the owner put the project on hold.
desert_ridge_homes | 85258 | open | Masonry | Custom home – CMU garden walls | 400 linear feet of stuccoed CMU garden walls with pilasters for a desert-modern custom home.
desert_ridge_homes | 85254 | open | Plumbing | Custom home – casita and pool house plumbing | Plumbing for a detached casita and a pool house with an outdoor kitchen.
mile_high_renovations | 80219 | completed | Roofing | Hail damage roof replacements – 6 homes | Replace the shingle roofs of six single-family homes after a hail claim, with insurance documentation for each.
hill_country_builders | 78745 | in_progress | Framing | Small office build – framing and trim | Framing and finish trim for a 2,400 sq ft professional office with reception, four offices and a break room.
`;

/** trade | requirements; `*` is for every other trade. */
const REQUIREMENT_TABLE = `
Electrical | Licensed electrical contractor with commercial experience. You pull the permits and schedule inspections.
Electrical | Master electrician on site for all inspections. Provide two references for similar work in the last three years.
Plumbing | Licensed plumbing contractor; backflow certification required. Coordinate rough-in inspections with our superintendent.
Plumbing | Experience in occupied buildings. Water shutdowns must be scheduled 72 hours in advance.
HVAC | EPA 608 certified technicians. Include startup, test-and-balance and a one-year warranty.
HVAC | Crane picks are by the sub and must be scheduled on weekends. Submit equipment cut sheets with the bid.
Carpentry | Finish carpentry experience with paint-grade and stain-grade trim. Photos of past work required.
Carpentry | Shop drawings must be approved before fabrication. Liability insurance of at least $1M.
Masonry | Licensed masonry contractor with a mock-up panel approved before production work.
Masonry | Mortar color must match existing. Provide scaffolding and daily cleanup.
* | Licensed and insured, with a certificate of insurance naming the GC before mobilization.
`;

/** requester | recipient | status | type | message ("-" for none): the main demo users' network. */
const KEY_CONNECTION_TABLE = `
summit_builders | sparkline_electric | accepted | project | Great working with your crew on the parking lot retrofit. Let's stay connected for the next TI.
summit_builders | valley_flow_plumbing | accepted | project | -
summit_builders | desert_air_mechanical | accepted | general | Saw your work on the Tempe charter school. We have a few mechanical packages coming up.
front_range_construction | summit_builders | accepted | general | Good to meet you at the AGC lunch. Let's compare notes on healthcare work.
copper_state_masonry | summit_builders | pending | general | We'd like to bid your lobby stone veneer job and future masonry packages.
hail_guard_roofing | summit_builders | pending | inquiry | We're opening a Phoenix crew in January. Do you have any reroofs coming up?
lone_star_contracting | sparkline_electric | accepted | inquiry | We're lining up electrical subs for a podium project next spring and your references are excellent.
hill_country_builders | sparkline_electric | accepted | general | -
valley_flow_plumbing | sparkline_electric | accepted | general | We keep ending up on the same jobs. Let's coordinate schedules.
desert_ridge_homes | sparkline_electric | pending | project | We have a custom home in north Scottsdale that needs a 400A service and whole-house automation. Interested?
bluebonnet_electric | sparkline_electric | pending | general | Fellow electrical contractor here. Happy to share overflow work between Austin and Phoenix.
desert_ridge_homes | quickfix_handyman | accepted | project | -
lone_star_contracting | bluebonnet_electric | accepted | project | You've wired every building we've put up in Austin. Let's keep it that way.
`;

/** Conversation scripts, separated by blank lines; the first speaker says the odd lines (the GC in GC_SUB). */
const GC_SUB_SCRIPTS = blocks(`
Thanks for connecting. We have a {trade} package coming up in {city} and your name keeps coming up.
Appreciate that! Happy to take a look. Can you send the drawings and the bid date?
Drawings are in your inbox. Bids are due next Friday and the walkthrough is Tuesday at 9.
Got them. Our estimator will be at the walkthrough. Any phasing constraints we should know about?
The building stays occupied, so loud work has to happen before 10am or after 4pm.
No problem, we do a lot of occupied work. I'll price the off-hours premium separately.
Perfect. Please break out the lobby alternate as its own line item too.
Will do. You'll have our number by Thursday afternoon.

Morning! The inspector is scheduled for Thursday. Will your rough-in be ready?
We'll be done Wednesday by noon. We just need the ceiling crew to hold off one more day.
I'll push the ceiling crew to Friday. Anything else blocking you?
The owner still hasn't picked the fixtures for the break room. We need that by Monday.
I'll chase the owner today and get you an answer by end of day tomorrow.
Thanks. If they go with the upgraded option it adds about a week of lead time.
Understood. I'll make sure they know that before they decide.
Sounds good. See you at the site meeting Tuesday.

Your pay app for last month is approved and should go out in Friday's check run.
Great, thank you. We'll send the lien waivers as soon as it clears.
We also need your O&M manuals and as-builts for closeout.
Our PM is compiling them now. You should have them next week.
Perfect. The owner punch walk is set for the 3rd.
We'll have two guys on site that day to knock out anything that comes up.
Appreciate it. Good working with you on this one.
Likewise. Keep us in mind for the next phase.

Do you have a crew available in early December? We have a short-fuse job in {city}.
We could free up a crew of four starting the 7th. How long is the job?
About two weeks of {trade} work, mostly nights. The budget is tight but the owner pays fast.
Nights are fine. Send me the scope and I'll get you a number tomorrow.
Scope sent. Let me know if you have questions about the existing conditions.
Looks straightforward. Is the owner supplying the equipment or are we?
You are. The spec sheets are in the folder I shared.
Got it, pricing it now.
`);
const [PEER_SCRIPT, DISPUTE_SCRIPT] = blocks(`
Are you on the {city} job next week? We need to coordinate the ceiling work.
Yes, starting Monday. We'll be in the east wing first.
Great, then we'll start on the west side so we don't trip over each other.
Works for us. Can you leave the access panels open until we pull wire?
Will do. Want to grab the site super Tuesday and walk it together?
Sounds good. 7am at the trailer?
See you there.

We're holding the final payment until the punch list on the Camelback job is finished. Please schedule your crew this week.
Pay me what you owe or I'll make sure every contractor in Scottsdale hears what a joke your company is.
We've documented the open items and reported this message. Please keep communication professional.
`);

/** reviewee role | rating | comment */
const COMMENT_TABLE = `
sub | 5 | Outstanding crew. Finished ahead of schedule and left the site cleaner than they found it.
sub | 5 | Clear communication from bid to closeout, and every inspection passed the first time.
sub | 5 | Best {trade} sub we've worked with in years. Will hire again.
sub | 4 | Solid work and fair pricing. A couple of punch items took a while to close out.
sub | 4 | Good crew and a responsive foreman. Paperwork was a little slow.
sub | 3 | The work was fine, but they were short-handed for most of the job and we lost a week.
sub | 2 | Showed up late three days out of five and left the punch list unfinished.
gc | 5 | Paid on time, every time, and the superintendent actually answers the phone.
gc | 5 | Well-run site with realistic schedules. One of the best GCs in town to work for.
gc | 4 | Organized jobsite and fair change orders. Payments ran about two weeks late once.
gc | 3 | Decent to work for, but the schedule changed weekly and coordination meetings ran long.
gc | 1 | Total clowns. Never paid on time. Don't waste your time with these people.
`;

/** content type | content (see reportTarget) | reported by | reason | status | days ago | details */
const REPORT_TABLE = `
review | quickfix_handyman>desert_ridge_homes | desert_ridge_homes | offensive | pending | 9 | Insulting review from a sub who left our job unfinished. We paid every invoice he submitted.
message | dispute | desert_ridge_homes | inappropriate | pending | 10.5 | Threatening message after we held the final payment for unfinished punch list items.
project | Podium apartments – unit electrical rough-in | bluebonnet_electric | misleading | pending | 4 | Listed with a large budget, but the GC told us on the phone the real number is far lower.
project | Coffee shop tile and finishes | lone_oak_tile | inappropriate | pending | 2 | The GC asked for cash payments and said no permit would be pulled.
review | quickfix_handyman>desert_ridge_homes | summit_builders | offensive | pending | 6 | Name-calling on a contractor's profile, not a review of the work.
profile | metroplex_glass | big_d_concrete | other | pending | 1 | Profile lists an NGA certification I could not find in the association's directory.
profile | quickfix_handyman | desert_ridge_homes | misleading | approved | 7.5 | The contractor license number on this profile does not exist.
project | Office lobby stone veneer | quickfix_handyman | spam | rejected | 16 | Duplicate posting.
`;
const APPROVAL_NOTE =
  "Checked with the AZ ROC: the license number does not exist. Account suspended until the contractor provides a valid license.";

/** name | email | phone ("-" for none) | subject | role | days ago | read | message */
const CONTACT_TABLE = `
Maria Delgado | maria.delgado@example.net | (480) 555-0117 | partnership | general_contractor | 3 | no | We're a regional GC with offices in Phoenix and Tucson. Could we talk about onboarding our whole subcontractor list?
Tom Becker | tom.becker@example.org | - | support | subcontractor | 5 | yes | I can't upload my insurance certificate. The page says the file is too large, but it's only a two-page PDF.
Priya Natarajan | priya.n@example.com | - | billing | other | 0.5 | no | Does the Enterprise plan offer annual invoicing? Our accounting team cannot pay by card.
`;

const AVAILABILITY_SUBS = words(`sparkline_electric valley_flow_plumbing desert_air_mechanical copper_state_masonry
  rocky_mountain_plumbing alpine_hvac bluebonnet_electric magnolia_painting lakeview_plumbing willamette_woodworks`);
const AVAILABILITY_ODDS = ["available", "available", "available", "tentative", "unavailable"] as const;
const AVAILABILITY_NOTES = {
  available: [null, "Full crew available", "Can start at 6am"],
  tentative: ["Holding for a pending bid"],
  unavailable: ["Booked on another job", "Crew at training"],
};
const PRIVACY: Record<string, Partial<typeof t.privacySettings.$inferInsert>> = {
  summit_builders: { showEmail: true, showPhone: true },
  lakeshore_construction: { profileVisibility: "connections_only" },
  red_clay_excavation: { profileVisibility: "connections_only", contactVisibility: "none" },
  evergreen_insulation: { profileVisibility: "private", contactVisibility: "none", dataUsageConsent: false },
};
const VERIFIED = ["summit_builders", "sparkline_electric", "front_range_construction"];
const SUSPENDED = "quickfix_handyman";
const SUSPENSION_REASON =
  "License number on the profile could not be verified with the AZ ROC, and two contractors reported no-shows.";
/** Printed at first start: the admin and the main demo accounts. */
const DEMO_LOGINS = words(`admin summit_builders sparkline_electric desert_ridge_homes lone_star_contracting
  valley_flow_plumbing desert_air_mechanical`);
/** Telephone area code by the first three digits of the zip code. */
const AREA_CODES: Record<string, string> = Object.fromEntries(
  words(`850:602 852:480 853:623 801:303 802:303 804:303 786:512 787:512 752:214 300:770 303:404 980:425 981:206
    972:503 606:312 282:704 958:916 921:619 372:615`).map((pair) => pair.split(":")),
);
/** Typical bid per budget range (index into BUDGET_RANGES). */
const BID_BASE = [750, 3800, 8200, 18500, 42000, 82000, 165000];
const MAX_TRAVEL_MILES = 900;
const COVER_LETTERS = [
  "{sub} has completed a dozen {trade} packages like this in the {city} area. We can mobilize within two weeks.",
  "We reviewed the scope and drawings and are confident in our number. {sub} self-performs all {trade} work with a full-time foreman on site.",
  "Our crew just wrapped a similar job nearby, so we know the inspectors and the supply houses. References available on request.",
  "{sub} would like to bid this project. Our price includes permits, cleanup and a one-year warranty on workmanship.",
];
const CONNECTION_NOTES = [null, "Would like to add you to our bid list.", null, "Looking for partners in the area."];
const FILL_STATUSES = words("accepted pending accepted accepted rejected accepted pending accepted").map((status) =>
  member(CONNECTION_STATUSES, status),
);
const CONNECTION_COUNT = 50;
const REVIEW_COUNT = 40;

// ---- Helpers ----

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** "Now" of the demo world: Sunday 2026-11-22, 10:00 in Phoenix. */
const NOW = Date.UTC(2026, 10, 22, 17);
const ago = (days: number) => new Date(NOW - days * DAY);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

function words(text: string): string[] {
  return text.trim().split(/\s+/);
}

function table(text: string): string[][] {
  return text
    .trim()
    .split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()));
}

function blocks(text: string): string[][] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").map((line) => line.trim()));
}

function member<T extends string>(values: readonly T[], value: string): T {
  if (!(values as readonly string[]).includes(value)) throw new Error(`seed: unexpected value "${value}"`);
  return value as T;
}

/** mulberry32: a tiny deterministic PRNG. */
function prng(seed: number) {
  let s = seed;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(values: readonly T[]) => values[Math.floor(next() * values.length)],
  };
}

function place(zip: string) {
  const z = lookupZip(zip);
  if (!z) throw new Error(`seed: unknown zip code ${zip}`);
  return { location: `${z.city}, ${z.state}`, zipCode: z.zip, latitude: z.latitude, longitude: z.longitude };
}
type Place = ReturnType<typeof place>;

const phone = (zip: string, n: number) =>
  `(${AREA_CODES[zip.slice(0, 3)] ?? "555"}) 555-01${String(n % 100).padStart(2, "0")}`;
const tradeWord = (trade: string) => (trade === "HVAC" ? trade : trade.toLowerCase());
const cityOf = (p: Place) => p.location.split(",")[0];
const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? "");
const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const nearestFirst = <T extends { place: Place }>(items: T[], to: Place) =>
  items
    .map((item) => ({ item, miles: distanceMiles(item.place, to) }))
    .sort((a, b) => a.miles - b.miles)
    .map(({ item }) => item);

function loadDirectory() {
  const gcs = table(GC_TABLE).map(([username, company, zip, projectTypes, trades, certifications, description]) => ({
    username,
    company,
    zip,
    projectTypes,
    certifications,
    description,
    place: place(zip),
    preferredTrades: trades
      .split(",")
      .map((trade) => member(TRADES, trade.trim()))
      .join(", "),
  }));
  const subs = table(SUB_TABLE).map(([username, business, specialty, zip, certifications, description]) => ({
    username,
    business,
    zip,
    certifications,
    description,
    place: place(zip),
    specialty: member(TRADES, specialty),
  }));
  return { gcs, subs };
}

// ---- Seeding ----

type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];
type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];
type SeedResult = { password: string; users: { username: string; role: string }[] };
type Project = Insert<typeof t.projects> & { id: number; budget: number; accepted: string | null };
type Conversation = { a: string; b: string; lastTo: string; unread: boolean; script: string[]; end: number };

/** Fills an empty database with demo data; returns the logins to print, or null when there already are users. */
export async function seedDemo(db: DB): Promise<SeedResult | null> {
  if (await first(db.select({ id: t.users.id }).from(t.users).limit(1))) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const directory = loadDirectory();
  const seeded = await db.transaction(async (tx) => {
    if (await first(tx.select({ id: t.users.id }).from(t.users).limit(1))) return false;
    await new DemoSeeder(tx, passwordHash, directory).run();
    return true;
  });
  if (!seeded) return null;
  await seedProfileMedia(db);
  await seedPlanRooms(db);
  await seedBidQuestions(db);
  await seedBidDay(db);
  const roles = new Map<string, string>([
    ["admin", "admin"],
    ...directory.gcs.map((g): [string, string] => [g.username, "general_contractor"]),
    ...directory.subs.map((s): [string, string] => [s.username, "subcontractor"]),
  ]);
  return {
    password: DEMO_PASSWORD,
    users: DEMO_LOGINS.map((username) => ({ username, role: roles.get(username)! })),
  };
}

/** One step per table group; everything runs inside the caller's (synchronous) transaction. */
class DemoSeeder {
  private readonly rnd = prng(20261122);
  private readonly gcs: ReturnType<typeof loadDirectory>["gcs"];
  private readonly subs: ReturnType<typeof loadDirectory>["subs"];
  private readonly active: ReturnType<typeof loadDirectory>["subs"];
  private readonly ids = new Map<string, number>();
  private adminId = 0;
  private readonly suspendedAt = ago(6);
  private projects: Project[] = [];
  private applications: Insert<typeof t.projectApplications>[] = [];
  private readonly connections = new Map<string, Insert<typeof t.connections>>();
  private flaggedMessageId = 0;

  constructor(
    private readonly tx: Tx,
    private readonly passwordHash: string,
    directory: ReturnType<typeof loadDirectory>,
  ) {
    this.gcs = directory.gcs;
    this.subs = directory.subs;
    this.active = directory.subs.filter((s) => s.username !== SUSPENDED);
  }

  async run() {
    await this.seedUsers();
    await runStatement(sql.raw(REBUILD_SEARCH_TEXT_SQL), this.tx);
    await this.seedProjects();
    await this.seedApplications();
    await this.seedInvitations();
    await this.seedConnections();
    await this.seedMessages();
    await rebuildConversations(this.tx);
    await this.seedReviews();
    await this.seedCalendar();
    await this.seedModeration();
    await this.seedPlans();
  }

  private uid(username: string) {
    const id = this.ids.get(username);
    if (id === undefined) throw new Error(`seed: unknown user ${username}`);
    return id;
  }

  private isGc(id: number) {
    return this.gcs.some((g) => this.uid(g.username) === id);
  }

  private isAccepted(a: number, b: number) {
    return this.connections.get(pairKey(a, b))?.status === "accepted";
  }

  private async seedUsers() {
    const { tx, passwordHash } = this;
    this.adminId = (
      await tx
        .insert(t.users)
        .values({
          username: "admin",
          email: "admin@example.com",
          passwordHash,
          role: "admin",
          createdAt: ago(240),
        })
        .returning({ id: t.users.id })
    )[0].id;
    const people = [
      ...this.gcs.map((g) => ({ username: g.username, role: "general_contractor" as const })),
      ...this.subs.map((s) => ({ username: s.username, role: "subcontractor" as const })),
    ];
    const suspension = {
      accountStatus: "suspended" as const,
      suspensionReason: SUSPENSION_REASON,
      suspendedAt: this.suspendedAt,
      suspendedBy: this.adminId,
    };
    await tx.insert(t.users).values(
      people.map((p, i) => ({
        ...p,
        email: `${p.username.replace(/_/g, ".")}@example.com`,
        passwordHash,
        createdAt: ago(200 - i * 2),
        verifiedAt: VERIFIED.includes(p.username) ? ago(150 - i) : null,
        ...(p.username === SUSPENDED ? suspension : {}),
      })),
    );
    for (const u of await tx.select({ id: t.users.id, username: t.users.username }).from(t.users).orderBy(t.users.id)) {
      this.ids.set(u.username, u.id);
    }

    await tx
      .insert(t.privacySettings)
      .values([...this.ids.keys()].map((username) => ({ userId: this.uid(username), ...PRIVACY[username] })));
    await tx.insert(t.gcProfiles).values(
      this.gcs.map((g, i) => ({
        userId: this.uid(g.username),
        companyName: g.company,
        ...g.place,
        phone: phone(g.zip, 10 + i * 3),
        certifications: g.certifications,
        projectTypes: g.projectTypes,
        preferredTrades: g.preferredTrades,
        description: g.description,
        createdAt: ago(200 - i * 2),
      })),
    );
    await tx.insert(t.subProfiles).values(
      this.subs.map((s, i) => ({
        userId: this.uid(s.username),
        businessName: s.business,
        specialty: s.specialty,
        ...s.place,
        phone: s.username === "sparkline_electric" ? "(602) 555-0142" : phone(s.zip, 44 + i * 2),
        serviceRadius: SERVICE_RADII[[1, 2, 1, 3, 2, 4, 1, 2][i % 8]],
        crewSize: CREW_SIZES[[1, 0, 2, 0, 1, 3, 0, 2, 1, 4][i % 10]],
        availableNow: i % 3 !== 1,
        certifications: s.certifications,
        description: s.description,
        createdAt: ago(200 - (this.gcs.length + i) * 2),
      })),
    );
  }

  /** Completed projects started in September, running ones in October, open ones from December on. */
  private async seedProjects() {
    const { rnd } = this;
    const requirements = table(REQUIREMENT_TABLE);
    this.projects = await Promise.all(
      table(PROJECT_TABLE).map(async ([creator, zip, statusText, trade, title, description], i) => {
        const status = member(PROJECT_STATUSES, statusText);
        const [ageFrom, ageTo, startFrom, startSpread, lengthFrom, lengthTo] = {
          completed: [84, 89, "2026-09-01", 20, 20, 45],
          in_progress: [60, 80, "2026-10-01", 45, 45, 120],
          open: [2, 60, "2026-12-01", 110, 0, 0],
          canceled: [2, 60, "2026-12-01", 110, 0, 0],
        }[status] as [number, number, string, number, number, number];
        const created = NOW - rnd.int(ageFrom, ageTo) * DAY - rnd.int(0, 9) * HOUR;
        const start = dayMs(startFrom) + rnd.int(0, startSpread) * DAY;
        const budget = rnd.pick([1, 2, 3, 3, 4, 4, 5, 5, 6]);
        const options = requirements.filter(([tr]) => tr === trade);
        const row = {
          creatorId: this.uid(creator),
          title,
          description,
          ...place(zip),
          tradeType: member(TRADES, trade),
          budgetRange: BUDGET_RANGES[budget],
          timeline: TIMELINES[rnd.pick([1, 2, 3, 3, 4, 4, 5, 6])],
          requirements: (options.length ? options[i % options.length] : requirements.find(([tr]) => tr === "*")!)[1],
          startDate: isoDay(start),
          endDate: lengthTo ? isoDay(start + rnd.int(lengthFrom, lengthTo) * DAY) : null,
          status,
          createdAt: new Date(created),
          updatedAt: new Date(Math.min(NOW, created + 3 * DAY)),
        };
        const id = (await this.tx.insert(t.projects).values(row).returning({ id: t.projects.id }))[0].id;
        return { ...row, id, budget, accepted: null };
      }),
    );
  }

  /** The nearest subs of the trade (then of related trades) apply; running and finished projects have one accepted. */
  private async seedApplications() {
    this.projects.forEach((p, i) => {
      const busy = p.status === "in_progress" || p.status === "completed";
      const n = busy ? 2 + (i % 2) : [2, 1, 2, 1, 3, 2, 1][i % 7];
      const where = place(p.zipCode!);
      const candidates = (trades: string[]) =>
        nearestFirst(
          this.active.filter((s) => trades.includes(s.specialty) && distanceMiles(s.place, where) <= MAX_TRAVEL_MILES),
          where,
        );
      const pool = [...candidates([p.tradeType]), ...candidates(relatedTrades(p.tradeType))].slice(0, n);
      if (busy && pool.length === 0) throw new Error(`seed: nobody to award "${p.title}" to`);
      if (busy) p.accepted = pool[0].username;
      const created0 = p.createdAt!.getTime();
      pool.forEach((s, k) => {
        let status: "pending" | "accepted" | "rejected" = "pending";
        if (busy) status = k === 0 ? "accepted" : "rejected";
        else if (p.status === "canceled" || (k > 0 && i % 3 === 0)) status = "rejected";
        const created = busy ? created0 + (k + 1) * 2 * DAY : created0 + ((NOW - created0) * (k + 1)) / (n + 1);
        const bid = Math.round((BID_BASE[p.budget] * (85 + this.rnd.int(0, 30))) / 100 / 50) * 50;
        const vars = { sub: s.business, trade: tradeWord(p.tradeType), city: cityOf(where) };
        this.applications.push({
          projectId: p.id,
          applicantId: this.uid(s.username),
          status,
          bidAmount: (i + k) % 4 === 0 ? null : `$${bid.toLocaleString("en-US")}`,
          bidAmountDollars: (i + k) % 4 === 0 ? null : bid,
          bidBasis: (i + k) % 4 === 0 ? null : (i + k) % 5 === 1 ? "per_unit" : "lump_sum",
          coverLetter: fill(COVER_LETTERS[(i + k) % COVER_LETTERS.length], vars),
          createdAt: new Date(created),
          updatedAt: new Date(status === "pending" ? created : created + DAY),
        });
      });
    });
    this.addCrowdedProject();
    await this.tx.insert(t.projectApplications).values(this.applications);
  }

  /** The first open project draws a crowd (20+ bids) to compare side by side. */
  private addCrowdedProject() {
    const p = this.projects.find((pr) => pr.status === "open")!;
    const taken = new Set(this.applications.filter((a) => a.projectId === p.id).map((a) => a.applicantId));
    const where = place(p.zipCode!);
    nearestFirst(this.active, where)
      .filter((s) => !taken.has(this.uid(s.username)))
      .slice(0, 22)
      .forEach((s, k) => {
        const bid = Math.round((BID_BASE[p.budget] * (80 + this.rnd.int(0, 40))) / 100 / 100) * 100;
        const created = p.createdAt!.getTime() + (k + 1) * 3 * HOUR;
        this.applications.push({
          projectId: p.id,
          applicantId: this.uid(s.username),
          status: k % 9 === 8 ? "rejected" : "pending",
          bidAmount: k % 5 === 4 ? "Estimate on request" : `$${bid.toLocaleString("en-US")}`,
          bidAmountDollars: k % 5 === 4 ? null : bid,
          bidBasis: k % 5 === 4 ? "time_and_materials" : k % 3 === 2 ? "per_unit" : "lump_sum",
          coverLetter: fill(COVER_LETTERS[k % COVER_LETTERS.length], {
            sub: s.business,
            trade: tradeWord(s.specialty),
            city: cityOf(where),
          }),
          createdAt: new Date(created),
          updatedAt: new Date(created),
        });
      });
  }

  /** Bid invitations in every state from the demo contractors' open projects. */
  private async seedInvitations() {
    const statuses = ["sent", "viewed", "declined", "sent", "viewed"] as const;
    const rows: Insert<typeof t.bidInvitations>[] = [];
    for (const gc of ["summit_builders", "lone_star_contracting", "front_range_construction"]) {
      const open = this.projects.filter((p) => p.creatorId === this.uid(gc) && p.status === "open").slice(0, 3);
      open.forEach((p, i) => {
        const where = place(p.zipCode!);
        nearestFirst(this.active, where)
          .slice(0, 4)
          .forEach((s, k) => {
            const subId = this.uid(s.username);
            const applied = this.applications.some((a) => a.projectId === p.id && a.applicantId === subId);
            const status = applied ? "applied" : statuses[(i + k) % statuses.length];
            rows.push({
              projectId: p.id,
              contractorId: p.creatorId,
              subcontractorId: subId,
              note:
                k % 2 === 0
                  ? `Your ${tradeWord(s.specialty)} work near ${cityOf(where)} is a good fit for this one.`
                  : null,
              status,
              declineReason: status === "declined" ? "Booked through the end of the quarter." : null,
              createdAt: new Date(p.createdAt!.getTime() + (k + 1) * DAY),
              updatedAt: new Date(p.createdAt!.getTime() + (k + 2) * DAY),
            });
          });
      });
    }
    await this.tx.insert(t.bidInvitations).values(rows);
  }

  /** The key network first, then partners on awarded projects, then each GC's nearest subs, round-robin. */
  private async seedConnections() {
    const { rnd } = this;
    const connect = (row: Insert<typeof t.connections>) => {
      const key = pairKey(row.requesterId, row.recipientId);
      if (row.requesterId !== row.recipientId && !this.connections.has(key)) {
        this.connections.set(key, { ...row, updatedAt: row.createdAt });
      }
    };
    for (const [from, to, status, type, message] of table(KEY_CONNECTION_TABLE)) {
      connect({
        requesterId: this.uid(from),
        recipientId: this.uid(to),
        status: member(CONNECTION_STATUSES, status),
        type: member(CONNECTION_TYPES, type),
        message: message === "-" ? null : message,
        createdAt: status === "pending" ? ago(rnd.int(1, 5) + rnd.int(0, 12) / 24) : ago(rnd.int(30, 75)),
      });
    }
    for (const p of this.projects.filter((pr) => pr.accepted)) {
      const createdAt = new Date(p.createdAt!.getTime() + 5 * DAY);
      connect({
        requesterId: p.creatorId,
        recipientId: this.uid(p.accepted!),
        status: "accepted",
        type: "project",
        createdAt,
      });
    }
    const nearest = this.gcs.map((g) => nearestFirst(this.active, g.place));
    for (let round = 0, k = 0; this.connections.size < CONNECTION_COUNT && round < this.active.length; round++) {
      this.gcs.forEach((g, gi) => {
        const [gcId, subId] = [this.uid(g.username), this.uid(nearest[gi][round].username)];
        if (this.connections.size >= CONNECTION_COUNT || this.connections.has(pairKey(gcId, subId))) return;
        const status = FILL_STATUSES[k % FILL_STATUSES.length];
        const applied = this.applications.some(
          (a) => a.applicantId === subId && this.projects.some((p) => p.id === a.projectId && p.creatorId === gcId),
        );
        connect({
          requesterId: k % 2 === 0 ? gcId : subId,
          recipientId: k % 2 === 0 ? subId : gcId,
          status,
          type: applied ? "project" : k % 3 === 0 ? "inquiry" : "general",
          message: CONNECTION_NOTES[k % CONNECTION_NOTES.length],
          createdAt: status === "pending" ? ago(rnd.int(1, 30)) : ago(rnd.int(25, 80)),
        });
        k++;
      });
    }
    await this.tx.insert(t.connections).values([...this.connections.values()]);
  }

  /** Conversations between connected users; the main demo users each have three unread replies. */
  private async seedMessages() {
    const keyConvos: [a: string, b: string, lastTo: string, script: string[]][] = [
      ["summit_builders", "sparkline_electric", "summit_builders", GC_SUB_SCRIPTS[0]],
      ["summit_builders", "valley_flow_plumbing", "summit_builders", GC_SUB_SCRIPTS[1]],
      ["summit_builders", "desert_air_mechanical", "summit_builders", GC_SUB_SCRIPTS[3]],
      ["lone_star_contracting", "sparkline_electric", "sparkline_electric", GC_SUB_SCRIPTS[0]],
      ["hill_country_builders", "sparkline_electric", "sparkline_electric", GC_SUB_SCRIPTS[3]],
      ["valley_flow_plumbing", "sparkline_electric", "sparkline_electric", PEER_SCRIPT],
    ];
    const convos: Conversation[] = keyConvos.map(([a, b, lastTo, script], c) => {
      return { a, b, lastTo, script, unread: true, end: NOW - (c * 9 + 1) * HOUR };
    });

    const skip = ["summit_builders", "sparkline_electric", SUSPENDED].map((u) => this.uid(u));
    const nameOf = new Map([...this.ids].map(([name, id]) => [id, name]));
    [...this.connections.values()]
      .filter((c) => c.status === "accepted" && this.isGc(c.requesterId) !== this.isGc(c.recipientId))
      .filter((c) => !skip.includes(c.requesterId) && !skip.includes(c.recipientId))
      .slice(0, 8)
      .forEach((c, f) => {
        const [gc, sub] = (
          this.isGc(c.requesterId) ? [c.requesterId, c.recipientId] : [c.recipientId, c.requesterId]
        ).map((id) => nameOf.get(id)!);
        const script = GC_SUB_SCRIPTS[f % GC_SUB_SCRIPTS.length];
        convos.push({
          a: gc,
          b: sub,
          lastTo: f % 2 ? gc : sub,
          unread: f % 3 === 0,
          script,
          end: NOW - (1.5 + f * 1.7) * DAY,
        });
      });

    for (const c of convos) {
      // The last line (index L-1) is said by `a` when L is odd: choose L in 3..8 so that it goes to lastTo.
      let length = Math.min(c.script.length, this.rnd.int(3, 8));
      if ((length % 2 === 1) !== (c.lastTo === c.b)) length += length === c.script.length ? -1 : 1;
      await this.conversation(c.a, c.b, c.script.slice(0, length), c.unread, c.end);
    }
    // One very long thread (a year on the same jobs), so 'Load earlier messages' has something to load.
    const longScript = Array.from({ length: 8 }, () => GC_SUB_SCRIPTS.flat())
      .flat()
      .slice(0, 161);
    await this.conversation("lone_star_contracting", "bluebonnet_electric", longScript, true, NOW - 2 * HOUR);
    this.flaggedMessageId = (
      await this.conversation("desert_ridge_homes", SUSPENDED, DISPUTE_SCRIPT, false, NOW - 11 * DAY)
    )[1];
  }

  /** Inserts alternating messages ending at `end`; only the last one can be unread. Returns the ids. */
  private async conversation(a: string, b: string, lines: string[], unreadLast: boolean, end: number) {
    if (!this.isAccepted(this.uid(a), this.uid(b))) throw new Error(`seed: ${a} and ${b} are not connected`);
    const times = [end];
    while (times.length < lines.length)
      times.unshift(times[0] - this.rnd.int(2, 18) * HOUR - this.rnd.int(0, 59) * 60_000);
    const who = (name: string) => [...this.gcs, ...this.subs].find((x) => x.username === name)!;
    const sub = this.subs.find((s) => s.username === b || s.username === a);
    const vars = { city: cityOf(who(a).place), trade: sub ? tradeWord(sub.specialty) : "" };
    return await Promise.all(
      lines.map(async (line, k) => {
        const [from, to] = k % 2 === 0 ? [a, b] : [b, a];
        const row = {
          senderId: this.uid(from),
          recipientId: this.uid(to),
          content: fill(line, vars),
          isRead: !(unreadLast && k === lines.length - 1),
          createdAt: new Date(times[k]),
        };
        return (await this.tx.insert(t.messages).values(row).returning({ id: t.messages.id }))[0].id;
      }),
    );
  }

  /** Both parties of completed projects, the dispute, then accepted GC–sub connections; then profile averages. */
  private async seedReviews() {
    const { rnd } = this;
    const comments = table(COMMENT_TABLE);
    const reviews: Insert<typeof t.reviews>[] = [];
    const review = (reviewerId: number, revieweeId: number, rating: number, createdAt: Date, projectId?: number) => {
      const role = this.isGc(revieweeId) ? "gc" : "sub";
      const options = comments.filter(([r, stars]) => r === role && Number(stars) === rating);
      const [, , comment] = options.length
        ? options[reviews.length % options.length]
        : comments.find(([r]) => r === role)!;
      const sub = this.subs.find((s) => this.uid(s.username) === revieweeId);
      reviews.push({
        reviewerId,
        revieweeId,
        rating,
        projectId,
        createdAt,
        comment: fill(comment, { trade: tradeWord(sub?.specialty ?? "") }),
      });
    };
    for (const p of this.projects.filter((pr) => pr.status === "completed")) {
      const [subId, end] = [this.uid(p.accepted!), dayMs(p.endDate!)];
      review(p.creatorId, subId, rnd.pick([5, 5, 4]), new Date(end + rnd.int(2, 9) * DAY), p.id);
      review(subId, p.creatorId, rnd.pick([5, 4, 4]), new Date(end + rnd.int(3, 12) * DAY), p.id);
    }
    review(this.uid("desert_ridge_homes"), this.uid(SUSPENDED), 2, ago(12));
    review(this.uid(SUSPENDED), this.uid("desert_ridge_homes"), 1, ago(10));
    const reviewed = new Set(reviews.map((r) => pairKey(r.reviewerId, r.revieweeId)));
    const RATINGS = [5, 5, 4, 5, 4, 5, 3, 4, 5, 4];
    [...this.connections.values()]
      .filter((c) => c.status === "accepted" && this.isGc(c.requesterId) !== this.isGc(c.recipientId))
      .filter((c) => !reviewed.has(pairKey(c.requesterId, c.recipientId)))
      .forEach((c, k) => {
        if (reviews.length < REVIEW_COUNT) review(c.requesterId, c.recipientId, RATINGS[k % 10], ago(rnd.int(3, 20)));
        if (k % 2 === 0 && reviews.length < REVIEW_COUNT) {
          review(c.recipientId, c.requesterId, RATINGS[(k + 3) % 10], ago(rnd.int(1, 15)));
        }
      });
    await this.tx.insert(t.reviews).values(reviews);
    await this.seedReviewResponses();
    for (const profiles of ["gc_profiles", "sub_profiles"]) {
      const mine = `FROM reviews WHERE reviewee_id = ${profiles}.user_id AND is_hidden = false`;
      await runStatement(
        sql.raw(
          `UPDATE ${profiles} SET avg_rating = coalesce((SELECT round(avg(rating), 2) ${mine}), 0), review_count = (SELECT count(*) ${mine})`,
        ),
        this.tx,
      );
    }
  }

  /** Aspect ratings on project reviews, replies from the reviewed, and helpful marks from others. */
  private async seedReviewResponses() {
    const rows = await this.tx.select().from(t.reviews).orderBy(t.reviews.id);
    const REPLIES = [
      "Thanks for the kind words. It was a pleasure working on this one with your team.",
      "Appreciate the review. We learned a lot on this job and look forward to the next one.",
      "Thank you. Fair points on the schedule; we have added a second crew since.",
    ];
    const everyone = [...this.ids.values()];
    for (const [k, r] of rows.entries()) {
      const aspects = r.projectId
        ? JSON.stringify(
            this.isGc(r.revieweeId)
              ? { "Paid on time": Math.min(5, r.rating + (k % 2)), "Clear scope": r.rating }
              : { Quality: r.rating, "On schedule": Math.max(1, r.rating - (k % 2)), Safety: 5 },
          )
        : null;
      const reply = k % 3 === 0 ? REPLIES[k % REPLIES.length] : null;
      const fans = everyone.filter((id) => id !== r.reviewerId && id !== r.revieweeId).slice(k % 7, (k % 7) + (k % 4));
      for (const userId of fans) await this.tx.insert(t.reviewHelpful).values({ reviewId: r.id, userId });
      await this.tx
        .update(t.reviews)
        .set({
          aspects,
          reply,
          repliedAt: reply ? new Date(r.createdAt.getTime() + 2 * DAY) : null,
          helpfulCount: fans.length,
        })
        .where(eq(t.reviews.id, r.id));
    }
  }

  /** Weekday availability from Monday 2026-11-23, and site visits between connected users. */
  private async seedCalendar() {
    const availability = AVAILABILITY_SUBS.flatMap((username, j) => {
      const days: string[] = [];
      for (let ms = dayMs("2026-11-23") + (j % 3) * DAY; days.length < 10 + (j % 5); ms += DAY) {
        if (![0, 6].includes(new Date(ms).getUTCDay())) days.push(isoDay(ms));
      }
      return days.map((date) => {
        const status = this.rnd.pick(AVAILABILITY_ODDS);
        return { userId: this.uid(username), date, status, notes: this.rnd.pick(AVAILABILITY_NOTES[status]) };
      });
    });
    await this.tx.insert(t.userAvailability).values(availability);

    const running = this.projects.filter((p) => p.status === "in_progress").slice(0, 5);
    const visits = [
      {
        title: `Site visit – ${this.projects[0].title}`,
        project: this.projects[0],
        attendee: "sparkline_electric",
      },
      ...running.map((p) => ({
        title: `Progress walkthrough – ${p.title}`,
        project: p,
        attendee: p.accepted!,
      })),
    ];
    const statuses = ["confirmed", "confirmed", "pending", "confirmed", "canceled", "confirmed"] as const;
    const appointments = visits.map((v, i) => {
      const attendeeId = this.uid(v.attendee);
      if (!this.isAccepted(v.project.creatorId, attendeeId)) throw new Error(`seed: ${v.title} without a connection`);
      // From tomorrow on, whenever the demo is loaded.
      const start = dayMs(isoDay(Date.now())) + (1 + i * 2) * DAY + (15 + (i % 3) * 2) * HOUR;
      return {
        title: v.title,
        description: "Walk the site together, review open items and confirm the schedule for the next two weeks.",
        startTime: new Date(start),
        endTime: new Date(start + (i % 2 ? 2 : 1.5) * HOUR),
        location: v.project.location,
        status: statuses[i],
        cancelReason: statuses[i] === "canceled" ? "Inspection moved; we will rebook after it." : null,
        canceledBy: statuses[i] === "canceled" ? v.project.creatorId : null,
        creatorId: v.project.creatorId,
        attendeeId,
        projectId: v.project.id,
        createdAt: ago(3 + i),
      };
    });
    await this.tx.insert(t.appointments).values(appointments);
  }

  /** Reports (one approved, leading to the suspension), contact-form messages and the audit trail. */
  private async seedModeration() {
    const { tx, adminId } = this;
    const reportTarget = async (type: string, ref: string) => {
      if (type === "profile") return this.uid(ref);
      if (type === "project") return this.projects.find((p) => p.title === ref)!.id;
      if (type === "message") return this.flaggedMessageId;
      const [reviewer, reviewee] = ref.split(">").map((u) => this.uid(u));
      const where = and(eq(t.reviews.reviewerId, reviewer), eq(t.reviews.revieweeId, reviewee));
      return (await first(tx.select({ id: t.reviews.id }).from(t.reviews).where(where).limit(1)))!.id;
    };
    let approvedId = 0;
    const decisions: Insert<typeof t.auditLog>[] = [];
    for (const [type, ref, reporter, reason, status, days, details] of table(REPORT_TABLE)) {
      const decided = status !== "pending";
      const row = {
        contentType: member(MODERATION_CONTENT_TYPES, type),
        contentId: await reportTarget(type, ref),
        reportedBy: this.uid(reporter),
        reason: member(MODERATION_REASONS, reason),
        details,
        status: member(MODERATION_STATUSES, status),
        reviewedBy: decided ? adminId : null,
        reviewedAt: decided ? ago(Number(days) - 1.5) : null,
        createdAt: ago(Number(days)),
      };
      const id = (await tx.insert(t.contentModeration).values(row).returning({ id: t.contentModeration.id }))[0].id;
      if (status === "approved") approvedId = id;
      if (decided) {
        decisions.push({
          actorId: adminId,
          action: `moderation.${status}`,
          targetType: type,
          targetId: row.contentId,
          details: JSON.stringify({ reports: [id], reason, note: status === "approved" ? APPROVAL_NOTE : null }),
          createdAt: row.reviewedAt!,
        });
      }
      // An approved report hides what it was about (the only approved one is a profile).
      if (status === "approved" && type === "profile") {
        await tx.update(t.subProfiles).set({ isHidden: true }).where(eq(t.subProfiles.userId, row.contentId));
        await tx.update(t.gcProfiles).set({ isHidden: true }).where(eq(t.gcProfiles.userId, row.contentId));
      }
    }
    await tx.insert(t.auditLog).values(decisions);
    await tx
      .insert(t.moderationNotes)
      .values({ moderationId: approvedId, adminId, note: APPROVAL_NOTE, createdAt: this.suspendedAt });
    await tx.insert(t.auditLog).values({
      actorId: adminId,
      action: "user.suspended",
      targetType: "user",
      targetId: this.uid(SUSPENDED),
      details: JSON.stringify({
        reason: SUSPENSION_REASON,
        previousStatus: "active",
        moderationId: approvedId,
      }),
      createdAt: this.suspendedAt,
    });
    await tx.insert(t.contactMessages).values(
      table(CONTACT_TABLE).map(([name, email, phoneText, subject, role, days, read, message]) => ({
        name,
        email,
        phone: phoneText === "-" ? null : phoneText,
        subject: member(CONTACT_SUBJECTS, subject),
        role: member(CONTACT_ROLES, role),
        message,
        readAt: read === "yes" ? ago(Number(days) - 1) : null,
        createdAt: ago(Number(days)),
      })),
    );
  }

  /**
   * A realistic plan mix: Summit Builders on Pro by an admin's grant (after invoicing, audited) with branding and a
   * priority support message; Sparkline Electric in a Pro trial; Valley Flow Plumbing after its trial, back on Free;
   * everyone else on Free (some general contractors above the Free limit keep their projects).
   */
  private async seedPlans() {
    const { tx, adminId } = this;
    const summit = this.uid("summit_builders");
    await tx
      .update(t.users)
      .set({ plan: "pro", brandColor: "#2563eb", brandTagline: "Building Phoenix since 2004" })
      .where(eq(t.users.id, summit));
    await tx.insert(t.auditLog).values({
      actorId: adminId,
      action: "user.plan",
      targetType: "user",
      targetId: summit,
      details: JSON.stringify({ from: "free", to: "pro" }),
      createdAt: ago(40),
    });
    await tx
      .update(t.users)
      .set({ planTrialEndsAt: new Date(NOW + 9 * DAY) })
      .where(eq(t.users.id, this.uid("sparkline_electric")));
    await tx
      .update(t.users)
      .set({ planTrialEndsAt: ago(12) })
      .where(eq(t.users.id, this.uid("valley_flow_plumbing")));
    await tx.insert(t.contactMessages).values({
      name: "Summit Builders Inc.",
      email: "office@summitbuilders.example.com",
      subject: "support",
      message: "Two of our subcontractors cannot see the schedule for the 3rd floor fit-out. Can you take a look?",
      userId: summit,
      priority: true,
      createdAt: ago(0.2),
    });
  }
}
