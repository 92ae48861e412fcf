import InternalInput from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import Search from 'antd/es/input/Search';
import TextArea from 'antd/es/input/TextArea';

/**
 * antd's Input as the app uses it (vite.config.ts points antd's `Input` export here): the field with its
 * TextArea, Password and Search. antd's own index also attaches Input.OTP and Input.Group, which the app
 * never uses and every form screen carried; here they are left out, so `Input.OTP` is undefined.
 */
const Input = Object.assign(InternalInput, { Password, Search, TextArea });

export default Input;
