import SeguePluginSDK
import SeguePluginSDKEntry

@c @implementation
public func segue_sdk_plugin() {}
