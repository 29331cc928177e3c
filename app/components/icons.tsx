import type { SVGProps } from "react";

import sprite from "./icons.svg";

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };
export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * Lucide's icons, drawn from one SVG sprite: `icons.svg` holds a `<symbol>` for each name below and is made from
 * lucide-react's own drawings by `scripts/build-icons.ts` (part of `npm run build`; a unit test checks it is
 * current). A page carries a short `<use>` per icon instead of every path, and the browser fetches the sprite once
 * and keeps it (a hashed /build/ URL). Defaults as lucide-react's: 24 px, stroke 2 in the current colour, hidden
 * from assistive technology unless labelled. Add an icon here, then run `npm run build`.
 */
function icon(name: string): IconComponent {
  function Icon({ size = 24, ...props }: IconProps) {
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || props.role;
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : true}
        {...props}
      >
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const AlertCircle = icon("circle-alert");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const Award = icon("award");
export const BadgeCheck = icon("badge-check");
export const Bell = icon("bell");
export const Briefcase = icon("briefcase");
export const BriefcaseBusiness = icon("briefcase-business");
export const Building2 = icon("building-2");
export const CalendarCheck = icon("calendar-check");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const CalendarPlus = icon("calendar-plus");
export const CalendarX2 = icon("calendar-x-2");
export const ChartColumnIncreasing = icon("chart-column-increasing");
export const Check = icon("check");
export const CheckCheck = icon("check-check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const ClipboardCheck = icon("clipboard-check");
export const ClipboardList = icon("clipboard-list");
export const Clock = icon("clock");
export const DollarSign = icon("dollar-sign");
export const Download = icon("download");
export const ExternalLink = icon("external-link");
export const FileCheck = icon("file-check");
export const FileCheck2 = icon("file-check-2");
export const FilePlus2 = icon("file-plus-2");
export const FileText = icon("file-text");
export const FileWarning = icon("file-warning");
export const Flag = icon("flag");
export const Handshake = icon("handshake");
export const HardHat = icon("hard-hat");
export const HelpCircle = icon("circle-question-mark");
export const IdCard = icon("id-card");
export const Images = icon("images");
export const Info = icon("info");
export const Laptop = icon("laptop");
export const LayoutDashboard = icon("layout-dashboard");
export const ListFilter = icon("list-filter");
export const Loader2 = icon("loader-circle");
export const Lock = icon("lock");
export const LogOut = icon("log-out");
export const Mail = icon("mail");
export const MailCheck = icon("mail-check");
export const MapPin = icon("map-pin");
export const Megaphone = icon("megaphone");
export const Menu = icon("menu");
export const MessageSquare = icon("message-square");
export const MessagesSquare = icon("messages-square");
export const Minus = icon("minus");
export const Monitor = icon("monitor");
export const Moon = icon("moon");
export const Navigation = icon("navigation");
export const Pencil = icon("pencil");
export const Phone = icon("phone");
export const Plus = icon("plus");
export const Quote = icon("quote");
export const Route = icon("route");
export const Scale = icon("scale");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Send = icon("send");
export const Settings = icon("settings");
export const Shield = icon("shield");
export const ShieldCheck = icon("shield-check");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Smartphone = icon("smartphone");
export const Sparkles = icon("sparkles");
export const Star = icon("star");
export const StarHalf = icon("star-half");
export const Sun = icon("sun");
export const ThumbsUp = icon("thumbs-up");
export const Trash2 = icon("trash-2");
export const TrendingUp = icon("trending-up");
export const TriangleAlert = icon("triangle-alert");
export const User = icon("user");
export const UserMinus = icon("user-minus");
export const UserPlus = icon("user-plus");
export const UserRoundPen = icon("user-round-pen");
export const UserRoundPlus = icon("user-round-plus");
export const Users = icon("users");
export const WifiOff = icon("wifi-off");
export const Wrench = icon("wrench");
export const X = icon("x");
export const XCircle = icon("circle-x");
