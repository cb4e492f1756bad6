import type { LogoItem } from '@bbg/kit';

export const clientsHeading = 'Some of our clients';

/** The client count the group claims, on the page it belongs to (other pages' figures differ on purpose). */
export const clientsIntro = '10,000+ clients across the Middle East, Africa and Asia work with BBG. Here are some of them.';

/**
 * The clients, by their own names: the same in every language. The client's list gives no sites for these logos; the
 * names are the site's sample list until the group supplies its own. @verbatim
 */
export const clients = [
  { id: 'skyline-airways', name: 'Skyline Airways' },
  { id: 'savanna-air', name: 'Savanna Air' },
  { id: 'coral-bay-airlines', name: 'Coral Bay Airlines' },
  { id: 'atlas-air-cargo', name: 'Atlas Air Cargo' },
  { id: 'sahel-express', name: 'Sahel Express' },
  { id: 'meridian-hotels', name: 'Meridian Hotels' },
  { id: 'oasis-resorts', name: 'Oasis Resorts' },
  { id: 'baobab-lodges', name: 'Baobab Lodges' },
  { id: 'harbour-logistics', name: 'Harbour Logistics' },
  { id: 'crescent-bank', name: 'Crescent Bank' },
  { id: 'zenith-insurance', name: 'Zenith Insurance' },
  { id: 'kilimanjaro-mining', name: 'Kilimanjaro Mining' },
  { id: 'nile-energy', name: 'Nile Energy' },
  { id: 'delta-petroleum', name: 'Delta Petroleum' },
  { id: 'horizon-telecom', name: 'Horizon Telecom' },
  { id: 'lagoon-mobile', name: 'Lagoon Mobile' },
  { id: 'cedar-consulting', name: 'Cedar Consulting' },
  { id: 'pinnacle-engineering', name: 'Pinnacle Engineering' },
  { id: 'sunrise-foods', name: 'Sunrise Foods' },
  { id: 'golden-grain-mills', name: 'Golden Grain Mills' },
  { id: 'acacia-pharma', name: 'Acacia Pharma' },
  { id: 'unity-health', name: 'Unity Health' },
  { id: 'marigold-textiles', name: 'Marigold Textiles' },
  { id: 'indigo-retail', name: 'Indigo Retail' },
  { id: 'sapphire-malls', name: 'Sapphire Malls' },
  { id: 'metro-builders', name: 'Metro Builders' },
  { id: 'vertex-motors', name: 'Vertex Motors' },
  { id: 'blue-nile-shipping', name: 'Blue Nile Shipping' },
  { id: 'red-sea-ports', name: 'Red Sea Ports' },
  { id: 'eastgate-trading', name: 'Eastgate Trading' },
  { id: 'westwind-travel', name: 'Westwind Travel' },
  { id: 'safari-tours-co', name: 'Safari Tours Co' },
  { id: 'lakeside-events', name: 'Lakeside Events' },
  { id: 'summit-conferences', name: 'Summit Conferences' },
  { id: 'pearl-hospitality', name: 'Pearl Hospitality' },
  { id: 'orchid-airlines', name: 'Orchid Airlines' },
  { id: 'gazelle-couriers', name: 'Gazelle Couriers' },
  { id: 'cobalt-systems', name: 'Cobalt Systems' },
  { id: 'quantum-software', name: 'Quantum Software' },
  { id: 'nexa-electronics', name: 'Nexa Electronics' },
  { id: 'jade-electronics', name: 'Jade Electronics' },
  { id: 'ivory-coast-traders', name: 'Ivory Coast Traders' },
  { id: 'tamarind-agro', name: 'Tamarind Agro' },
  { id: 'monsoon-media', name: 'Monsoon Media' },
  { id: 'palm-beach-hotels', name: 'Palm Beach Hotels' },
  { id: 'granite-cement', name: 'Granite Cement' },
  { id: 'silverline-rail', name: 'Silverline Rail' },
  { id: 'equator-bank', name: 'Equator Bank' },
  { id: 'kora-foundation', name: 'Kora Foundation' },
  { id: 'ministry-of-tourism-partners', name: 'Ministry of Tourism Partners' },
  { id: 'hope-schools-network', name: 'Hope Schools Network' },
  { id: 'rift-valley-cooperative', name: 'Rift Valley Cooperative' },
  { id: 'sandstone-properties', name: 'Sandstone Properties' },
  { id: 'zephyr-aviation', name: 'Zephyr Aviation' },
  { id: 'aurora-universities', name: 'Aurora Universities' },
] as const satisfies readonly LogoItem[];
