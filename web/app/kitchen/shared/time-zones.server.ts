/** The zones the kitchen's time-zone fields offer: this runtime's IANA list, plus UTC. */
export function timeZoneList(): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes("UTC") ? zones : ["UTC", ...zones];
}
