import type { EquipmentSeed } from "./types";

/**
 * Global equipment catalogue for recipes' "you will need" lists. Ids are fixed so content and
 * tests keep their links across reseeds: never regenerate them. Titles are sentence case
 * because they stand alone on equipment cards.
 */
export const equipment: EquipmentSeed[] = [
  // Cookware.
  { id: "98eb75a4-960d-418a-b0b2-bf8790534238", slug: "dutch-oven", title: "Dutch oven" },
  {
    id: "bacb20b4-958a-4b1f-bfa6-6527b102f6ff",
    slug: "cast-iron-skillet",
    title: "Cast-iron skillet",
  },
  {
    id: "05df4bcf-6993-49a2-8d39-4bb8ff711d1f",
    slug: "nonstick-skillet",
    title: "Nonstick skillet",
  },
  {
    id: "7a0d3aa7-2fef-41bd-a47c-1e9db55d17fa",
    slug: "stainless-steel-skillet",
    title: "Stainless-steel skillet",
  },
  { id: "c53c25f8-c4a2-499a-9295-38de245b3d6a", slug: "saucepan", title: "Saucepan" },
  { id: "15846c07-09b0-497c-86c9-f65500c9b0d0", slug: "stockpot", title: "Stockpot" },
  { id: "ecec0271-04b0-4f6f-b507-3ccc54ed6196", slug: "wok", title: "Wok" },
  { id: "acddb25e-7057-4865-b0c8-a056d549b5f2", slug: "grill-pan", title: "Grill pan" },
  { id: "93843e46-47be-46dc-b269-7e7d3bed2646", slug: "griddle", title: "Griddle" },
  { id: "5611df09-3e5b-442c-be57-ec968dffd119", slug: "steamer-basket", title: "Steamer basket" },
  { id: "06642c5f-686f-414f-92d7-eba9f29972ba", slug: "roasting-pan", title: "Roasting pan" },

  // Bakeware.
  { id: "a5ee70cd-8b49-489f-b019-22245e63cb0d", slug: "sheet-pan", title: "Sheet pan" },
  { id: "50fa0a2e-a02d-4053-ba78-1b8cad444f8c", slug: "baking-dish", title: "Baking dish" },
  {
    id: "56acd3a5-c0c0-4bca-9e5d-8b4cda2789cc",
    slug: "square-baking-pan",
    title: "Square baking pan",
  },
  { id: "fd3426e7-4f03-40f2-aa18-18f32cd31cad", slug: "loaf-pan", title: "Loaf pan" },
  { id: "9e217495-1a72-4a83-8f1c-a5c78125a228", slug: "muffin-tin", title: "Muffin tin" },
  { id: "8541b190-075f-4f9d-b6fb-2e34f61b12a5", slug: "cake-pan", title: "Cake pan" },
  { id: "b434215d-d1d6-488c-82c1-e23a42bbc28b", slug: "springform-pan", title: "Springform pan" },
  { id: "a88f2615-ddef-4878-93f0-fa94b9db7dd0", slug: "bundt-pan", title: "Bundt pan" },
  { id: "345e4ff2-8896-403f-9cef-c49614e262c1", slug: "pie-dish", title: "Pie dish" },
  { id: "ef22576b-d5d8-4396-bc6c-be16edfd0e8c", slug: "tart-pan", title: "Tart pan" },
  { id: "ad44e7a0-d6be-40aa-b718-5878de68e78b", slug: "ramekins", title: "Ramekins" },
  { id: "8a7048ef-6d1a-408a-9966-d3fb87799fc8", slug: "cooling-rack", title: "Cooling rack" },
  { id: "c6926519-3ddc-46b6-b6b3-bf4699a5672c", slug: "baking-stone", title: "Baking stone" },
  { id: "76ec0fa7-7954-48fb-b348-0836a58ddb74", slug: "pizza-peel", title: "Pizza peel" },
  { id: "282c95cd-492f-4c39-813e-2601f4942aa0", slug: "banneton", title: "Banneton" },

  // Appliances.
  { id: "8ee2e0c5-d8f1-4d14-93bd-8255c9686ab4", slug: "stand-mixer", title: "Stand mixer" },
  { id: "7c5e4068-ee12-4e91-b606-975b1df715b8", slug: "hand-mixer", title: "Hand mixer" },
  { id: "1ab2963c-108a-4733-a543-f5e4d447c62f", slug: "food-processor", title: "Food processor" },
  { id: "dc4f212a-3104-48ca-880b-3b0c5d719327", slug: "blender", title: "Blender" },
  {
    id: "af8b47f4-f231-4661-b109-9bffe5564f98",
    slug: "immersion-blender",
    title: "Immersion blender",
  },
  { id: "c2b6534a-0fcd-439e-9ed3-85cfed5dcdd3", slug: "instant-pot", title: "Instant Pot" },
  { id: "333fd1ec-f51c-49fd-9fc7-d0d35dc5223f", slug: "slow-cooker", title: "Slow cooker" },
  { id: "2f965073-d0e7-414b-85f1-26610f32f492", slug: "air-fryer", title: "Air fryer" },
  { id: "08853ced-515d-4152-a0d4-4ac2bd9941cd", slug: "rice-cooker", title: "Rice cooker" },
  { id: "e2448884-a66e-4ee6-ad22-4f093a0c4726", slug: "waffle-iron", title: "Waffle iron" },
  { id: "cd442feb-7f6c-43b0-9edf-48f965518511", slug: "ice-cream-maker", title: "Ice cream maker" },
  { id: "af2d9942-28ba-4cfe-a63b-205a2b96a1f7", slug: "spice-grinder", title: "Spice grinder" },
  { id: "2b1ac79c-26f4-4141-8070-86f3fd0d17d3", slug: "pasta-machine", title: "Pasta machine" },
  { id: "b451ea2d-b753-4fc1-9f7a-eb09cbc44066", slug: "outdoor-grill", title: "Outdoor grill" },

  // Knives, boards and prep tools.
  { id: "48359b68-053a-46cd-a1a8-a4ad4884cbb0", slug: "chef-knife", title: "Chef's knife" },
  { id: "416a127c-ff9c-46b5-9ae6-12607659fb76", slug: "paring-knife", title: "Paring knife" },
  { id: "60c1baa1-a2c7-49a4-a516-224c5fdbe1a4", slug: "bread-knife", title: "Bread knife" },
  { id: "f403844c-85ce-49a8-b51f-db3f0a85089e", slug: "cutting-board", title: "Cutting board" },
  { id: "88fb0449-3d70-48b7-a1a1-3c49890c34e9", slug: "kitchen-shears", title: "Kitchen shears" },
  {
    id: "d1230160-2479-49a2-8159-b7f872e061d9",
    slug: "vegetable-peeler",
    title: "Vegetable peeler",
  },
  { id: "7dc78f6a-0af3-4cda-a3b1-79ea2a76a3a4", slug: "microplane", title: "Microplane" },
  { id: "ff897dbb-94e1-4a67-b510-c88e35c6ee33", slug: "box-grater", title: "Box grater" },
  { id: "de9a6079-8456-4758-bff5-0b2576994a82", slug: "mandoline", title: "Mandoline" },
  { id: "2333e4b2-ed5c-4aa6-8633-6b77145dc43f", slug: "garlic-press", title: "Garlic press" },
  { id: "5662d912-7590-47ee-9d66-30519e079e84", slug: "citrus-juicer", title: "Citrus juicer" },
  {
    id: "6b2ca695-7ede-43af-a9e2-7a81ff89ce06",
    slug: "mortar-and-pestle",
    title: "Mortar and pestle",
  },
  { id: "ad63e67e-8f44-47c2-ad28-a613b98d196c", slug: "salad-spinner", title: "Salad spinner" },
  { id: "8a307d6d-7aac-4f67-b17b-9b7eb7c11d13", slug: "bench-scraper", title: "Bench scraper" },

  // Mixing and measuring.
  { id: "60ffd1fd-a8a1-4d9e-af8c-3e2decc05992", slug: "mixing-bowl", title: "Mixing bowl" },
  { id: "22a27c2e-11e0-48dc-ad05-4df7875d4d77", slug: "measuring-cups", title: "Measuring cups" },
  {
    id: "179ae81e-04aa-46ee-9e30-4ee82761ae64",
    slug: "measuring-spoons",
    title: "Measuring spoons",
  },
  { id: "c44217ac-2a64-4240-a0b0-2e0b99b844e7", slug: "kitchen-scale", title: "Kitchen scale" },
  {
    id: "4594f447-7a41-4bc8-8fee-e891d5e6ef38",
    slug: "thermometer",
    title: "Instant-read thermometer",
  },
  {
    id: "947ab451-0198-45b2-b9a2-fa216f19d4e3",
    slug: "candy-thermometer",
    title: "Candy thermometer",
  },
  { id: "9da65dcb-bdce-4ae8-b9e2-f2a5c5fca363", slug: "whisk", title: "Whisk" },
  { id: "1f5217c2-0569-44fd-adae-39da48582398", slug: "rolling-pin", title: "Rolling pin" },
  { id: "f8048c2a-fe60-466c-b01e-383e99a8c134", slug: "pastry-brush", title: "Pastry brush" },
  { id: "4e698573-89e1-454e-8b32-e337390450b8", slug: "piping-bag", title: "Piping bag" },
  { id: "890a64ba-7ce5-4cba-8787-eccaab7abd87", slug: "cocktail-shaker", title: "Cocktail shaker" },

  // Utensils.
  { id: "c85ce80c-3db7-4353-808f-b144dadbcc24", slug: "spatula", title: "Spatula" },
  { id: "df920426-2af0-4fd3-a3b1-fbe4d29285c4", slug: "rubber-spatula", title: "Rubber spatula" },
  { id: "f604235d-054d-46b3-ba48-b84aefbb3686", slug: "fish-spatula", title: "Fish spatula" },
  { id: "f679c966-e55d-42a1-b69d-ec0e2505f99c", slug: "wooden-spoon", title: "Wooden spoon" },
  { id: "a6440d40-d156-4abc-8e6b-531c0d5d0004", slug: "slotted-spoon", title: "Slotted spoon" },
  { id: "b1da3090-9bd1-4424-bf77-1eb6bb6d2081", slug: "tongs", title: "Tongs" },
  { id: "034606d1-324f-4ad5-8d51-44dd4b4a5dc2", slug: "ladle", title: "Ladle" },
  { id: "ee92b69a-8328-407c-ac06-082051a5602a", slug: "potato-masher", title: "Potato masher" },
  { id: "402666d7-e3ec-4af7-a5f5-ebd3579412f1", slug: "colander", title: "Colander" },
  { id: "0a795bde-bb3f-4a88-92e3-781f50840797", slug: "sieve", title: "Fine-mesh sieve" },

  // Consumables that recipes still list as equipment.
  { id: "872478a2-c199-4996-acac-3493e5965099", slug: "parchment-paper", title: "Parchment paper" },
  { id: "7f18be9c-60a8-4c70-926f-a50a527d5898", slug: "aluminum-foil", title: "Aluminum foil" },
  { id: "8dcd4865-8588-45fd-a5d8-7ada272bee3d", slug: "plastic-wrap", title: "Plastic wrap" },
  { id: "52a2f60a-96fd-49a0-b829-ba42257cd217", slug: "cheesecloth", title: "Cheesecloth" },
  { id: "3d59e0c8-ee70-4751-974d-410993e3e1d1", slug: "kitchen-twine", title: "Kitchen twine" },
  { id: "c542d5b5-053f-46d3-8291-614053590343", slug: "wooden-skewers", title: "Wooden skewers" },
];
